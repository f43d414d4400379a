// The contact form's subjects as the form shows them (spec section 5), for the mails about a message.
const SUBJECT_LABELS: Record<string, string> = {
  consultation: 'Business Consultation',
  products: 'Product Inquiry',
  speaking: 'Speaking Engagement',
  collaboration: 'Collaboration',
  other: 'Other',
};

export const subjectLabel = (subject: string): string => SUBJECT_LABELS[subject] ?? subject;
