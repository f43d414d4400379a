import { describe, expect, it } from 'vitest';
import { contactSubjectLabel, contactSubjectsLabelled, CONTACT_SUBJECT_VALUES } from './contact-subjects';

describe('the contact form’s subjects', () => {
  it('are the spec’s five, in its order, each shown by its label', () => {
    expect(CONTACT_SUBJECT_VALUES).toEqual(['consultation', 'products', 'speaking', 'collaboration', 'other']);
    expect(contactSubjectLabel('consultation')).toBe('Business Consultation');
    expect(contactSubjectLabel('unknown')).toBe('unknown');
  });

  it('are found by any part of their label, any case', () => {
    expect(contactSubjectsLabelled('business CONS')).toEqual(['consultation']);
    expect(contactSubjectsLabelled('in')).toEqual(['consultation', 'products', 'speaking']);
    expect(contactSubjectsLabelled('  ')).toEqual([]);
    expect(contactSubjectsLabelled('watches')).toEqual([]);
  });
});
