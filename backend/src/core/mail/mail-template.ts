import { existsSync } from 'node:fs';
import * as path from 'node:path';
import type { CalendarInvitation } from './mail.types';

// Who a mail comes from, as the owner set it in the site settings (plain values: core knows no module).
export interface MailBrand {
  siteName: string;
  // absolute (PUBLIC_URL + path), or null for none
  logoUrl: string | null;
  // may hold line breaks; null: no address line
  postalAddress: string | null;
  // the From display name; null: that of MAIL_FROM
  senderName: string | null;
}

// A mail kind's two template files, found beside the module that sends it.
export interface MailTemplate {
  html: string;
  text: string;
}

// `mailTemplate(__dirname, 'mails/welcome')` is mails/welcome.html.hbs and mails/welcome.text.hbs
// next to the calling file (under src/ in tests, under dist/ in the built app, which nest-cli.json
// copies them into). Called at module load, so an app built without its templates stops at start.
export function mailTemplate(dir: string, name: string): MailTemplate {
  const template = {
    html: path.join(dir, `${name}.html.hbs`),
    text: path.join(dir, `${name}.text.hbs`),
  };
  for (const file of [template.html, template.text]) {
    if (!existsSync(file)) throw new Error(`Mail template ${file} is missing (nest-cli.json copies *.hbs into dist)`);
  }
  return template;
}

// What a module asks MailRenderer for: its template and the values it shows, in the site's layout.
export interface MailToRender {
  template: MailTemplate;
  // a header: given as it is, never escaped
  subject: string;
  // the template's values: escaped in HTML ({{ }}), as they are in the text part. The layout's own
  // names (site, footer, subject, body) are taken.
  context: Record<string, unknown>;
  // why the reader gets this mail, in the footer above the site's name (plain text)
  footerNote?: string;
  // the footer's "Unsubscribe" link; the List-Unsubscribe headers of bulk mail are separate
  // (listUnsubscribeHeaders), since only bulk kinds may carry them
  unsubscribeUrl?: string;
  headers?: Record<string, string>;
  // an event for the reader's calendar (a booked session): sent as a text/calendar part
  icalEvent?: CalendarInvitation;
}

// One-click unsubscribe (RFC 8058), for the kinds registered with listUnsubscribe: true.
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
