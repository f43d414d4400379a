// The contact form's subjects (spec section 2), in its order: the value a message is sent and
// stored with, and what the form's select shows for it (also the inbox's list and the mails).
export const CONTACT_SUBJECTS = [
  { value: 'consultation', label: 'Business Consultation' },
  { value: 'products', label: 'Product Inquiry' },
  { value: 'speaking', label: 'Speaking Engagement' },
  { value: 'collaboration', label: 'Collaboration' },
  { value: 'other', label: 'Other' },
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

export const CONTACT_SUBJECT_VALUES: ContactSubject[] = CONTACT_SUBJECTS.map((s) => s.value);

// what the form showed for a stored subject
export const contactSubjectLabel = (subject: string): string =>
  CONTACT_SUBJECTS.find((s) => s.value === subject)?.label ?? subject;

// the subjects whose label contains `search` (any case): the inbox's search finds a message by
// the subject it shows, not only by the stored value
export const contactSubjectsLabelled = (search: string): ContactSubject[] => {
  const wanted = search.trim().toLowerCase();
  return wanted ? CONTACT_SUBJECTS.filter((s) => s.label.toLowerCase().includes(wanted)).map((s) => s.value) : [];
};
