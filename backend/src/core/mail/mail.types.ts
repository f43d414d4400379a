// What the site sends; MailService delivers it over SMTP or, with no SMTP_URL, into .eml files.
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  // the From display name; the address is always MAIL_FROM's (null: MAIL_FROM as it is)
  senderName?: string | null;
  // set by the outbox, the same on every attempt of one mail
  messageId?: string;
}
