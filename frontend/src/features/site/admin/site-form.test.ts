import { describe, expect, it } from 'vitest';
import { SITE_DEFAULTS } from '../site-defaults';
import { toFormValues, toSaveBody } from './site-form';

const SETTINGS = {
  ...SITE_DEFAULTS,
  mailSenderName: null,
  postalAddress: null,
  timeZone: 'America/New_York',
  updatedAt: '2025-06-01T10:00:00.000Z',
};

describe('the Site tab form values', () => {
  it('shows a field not set as empty, and leaves out the images and the time of the last save', () => {
    const values = toFormValues({ ...SETTINGS, ownerPhotoUrl: '/api/uploads/site/a.jpg' });
    expect(values.ownerName).toBe('');
    expect(values.contactEmail).toBe('hello@example.com');
    expect(values).not.toHaveProperty('ownerPhotoUrl');
    expect(values).not.toHaveProperty('updatedAt');
  });

  it('sends every field, trimmed, an empty optional one as null and the colour as lower-case #rrggbb', () => {
    const values = {
      ...toFormValues(SETTINGS),
      siteName: '  Jane Doe Coaching ',
      tagline: '',
      ownerName: ' Jane Doe ',
      brandColor: '#A1B',
      contactPhone: '  ',
      postalAddress: ' 1 Main St\nSpringfield ',
    };
    expect(toSaveBody(values)).toEqual({
      siteName: 'Jane Doe Coaching',
      tagline: '',
      ownerName: 'Jane Doe',
      brandColor: '#aa11bb',
      contactEmail: 'hello@example.com',
      contactPhone: null,
      contactLocation: 'San Francisco, CA',
      linkedinUrl: null,
      xUrl: null,
      instagramUrl: null,
      youtubeUrl: null,
      websiteUrl: null,
      mailSenderName: null,
      postalAddress: '1 Main St\nSpringfield',
      timeZone: 'America/New_York',
    });
  });
});
