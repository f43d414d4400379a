import { brandedMail, type MailBrand } from '../../../core/mail/mail-layout';
import type { OutgoingMail } from '../../../core/mail/mail.types';
import { escapeHtml } from '../../../core/text/html';

// The two shapes of the account mails, in the site's layout; each mail's words are in its own file.

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

const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

// A mail whose point is one link: a button in HTML, the bare address in the text part.
export function linkMail(brand: MailBrand, to: string, m: LinkMailText): OutgoingMail {
  const button = `<p style="margin:24px 0"><a href="${escapeHtml(m.link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#14305a;color:#fff;text-decoration:none;font-weight:bold">${escapeHtml(m.action)}</a></p>`;
  return brandedMail(brand, {
    to,
    subject: m.subject,
    text: `${m.greeting}\n\n${m.lead}\n\n${m.action}: ${m.link}\n\n${m.note}\n`,
    html: `${paragraph(m.greeting)}${paragraph(m.lead)}${button}<p style="margin:0 0 8px;font-size:13px;color:#6b7280">${escapeHtml(m.note)}</p><p style="margin:0;font-size:12px;color:#6b7280;word-break:break-all">${escapeHtml(m.link)}</p>`,
  });
}

export interface NoticeText {
  subject: string;
  greeting: string;
  paragraphs: string[];
}

// A mail that tells something happened to the account.
export function noticeMail(brand: MailBrand, to: string, m: NoticeText): OutgoingMail {
  return brandedMail(brand, {
    to,
    subject: m.subject,
    text: `${[m.greeting, ...m.paragraphs].join('\n\n')}\n`,
    html: [m.greeting, ...m.paragraphs].map(paragraph).join(''),
  });
}
