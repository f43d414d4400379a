// A calendar invitation sent with a mail (nodemailer's icalEvent: a text/calendar part with the
// method, which calendar apps offer to add or update, and the same content as an attachment).
export interface CalendarInvitation {
  method: 'REQUEST' | 'CANCEL';
  // the attachment's name, e.g. invite.ics
  filename: string;
  // the VCALENDAR text; its METHOD is `method`
  content: string;
}

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
  icalEvent?: CalendarInvitation;
}
