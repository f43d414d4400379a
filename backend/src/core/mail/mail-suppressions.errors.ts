// The sentences of the clean list's routes (the mail provider's feedback, the owner's list).
export const MailSuppressionErrors = {
  feedbackOff: 'Mail feedback is not set up on this server: set MAIL_FEEDBACK_SECRET to take it.',
  badSecret: 'The mail feedback secret is missing or wrong.',
  notStopped: 'No undeliverable address has this id.',
} as const;

export const MAIL_FEEDBACK_SECRET_HEADER = 'x-mail-feedback-secret';
