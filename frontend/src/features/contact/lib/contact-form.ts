import { CONTACT_SUBJECTS, contactSubjectLabel } from '@coach/shared';
import type { SendContactMessageDto } from '../api';

export type Subject = SendContactMessageDto['subject'];

// Spec section 2: the subject's values and what the select shows (written once, in @coach/shared).
export const SUBJECTS: readonly { value: Subject; label: string }[] = CONTACT_SUBJECTS;

// what the form showed for a subject (the admin's Messages list)
export const subjectLabel = contactSubjectLabel;

// Spec sections 5 and 8, word for word.
export const NAME_REQUIRED = 'Name is required';
export const INVALID_EMAIL = 'Please enter a valid email';
export const SUBJECT_REQUIRED = 'Please select a subject';
export const MESSAGE_TOO_SHORT = 'Message must be at least 10 characters';
export const MIN_MESSAGE_LENGTH = 10;
export const SENT_TITLE = 'Message Sent!';
export const SENT = "Thank you for your message. I'll get back to you within 24 hours.";
export const SEND_FAILED = 'Failed to send message. Please try again.';

// The shape of an address; the server checks it again and has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string) => EMAIL.test(value.trim());
// the server trims before counting, so the form does too
export const isLongEnough = (message: string) => message.trim().length >= MIN_MESSAGE_LENGTH;

export interface ContactValues {
  name: string;
  email: string;
  subject: Subject | '';
  message: string;
  // the honeypot: hidden from people (a bot fills it in, and its message is held back as spam)
  website: string;
}
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '', website: '' };

// Each field's message (spec section 5), only for the fields that fail.
export function validateContact({ name, email, subject, message }: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!name.trim()) errors.name = NAME_REQUIRED;
  if (!isValidEmail(email)) errors.email = INVALID_EMAIL;
  if (!subject) errors.subject = SUBJECT_REQUIRED;
  if (!isLongEnough(message)) errors.message = MESSAGE_TOO_SHORT;
  return errors;
}
