import { mailTemplate, type MailToRender } from '../../../core/mail/mail-template';

// The two shapes of the account mails (link-mail.*.hbs, notice-mail.*.hbs beside this file), in the
// site's layout; each mail's words are in its own file.

const LINK_TEMPLATE = mailTemplate(__dirname, 'link-mail');
const NOTICE_TEMPLATE = mailTemplate(__dirname, 'notice-mail');

export interface LinkMailText {
  subject: string;
  greeting: string;
  lead: string;
  // the button's label
  action: string;
  link: string;
  // under the button: how long the link works, what to do when the mail was not expected
  note: string;
}

// A mail whose point is one link: a button and the bare address in HTML, the address in the text part.
export function linkMail(m: LinkMailText): MailToRender {
  const { subject, ...context } = m;
  return { template: LINK_TEMPLATE, subject, context };
}

export interface NoticeText {
  subject: string;
  greeting: string;
  paragraphs: string[];
}

// A mail that tells something happened to the account.
export function noticeMail(m: NoticeText): MailToRender {
  const { subject, ...context } = m;
  return { template: NOTICE_TEMPLATE, subject, context };
}

// "November 29, 2025 at 2:14 PM UTC", in the site's time zone
export function formatWhen(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(at);
}
