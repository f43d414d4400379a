import { escapeHtml } from '../text/html';
import type { OutgoingMail } from './mail.types';

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

// A mail's own content; the footer note (e.g. why it came and how to unsubscribe) sits above the
// site's name and address.
export interface MailContent extends Omit<OutgoingMail, 'html' | 'text' | 'senderName'> {
  html: string;
  text: string;
  footerHtml?: string;
  footerText?: string;
}

const lines = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

function header(brand: MailBrand): string {
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="" height="40" style="height:40px;max-width:240px;vertical-align:middle;margin-right:12px">`
    : '';
  return `${logo}<span style="font-size:18px;font-weight:bold;color:#14305a;vertical-align:middle">${escapeHtml(brand.siteName)}</span>`;
}

function footer(brand: MailBrand, note?: string): string {
  const address = brand.postalAddress ? `<br>${lines(brand.postalAddress)}` : '';
  return `${note ? `<p style="margin:0 0 12px">${note}</p>` : ''}<p style="margin:0">${escapeHtml(brand.siteName)}${address}</p>`;
}

// Every mail the site sends, in one layout: the site's name (and logo) on top, its name and postal
// address at the bottom, in HTML and plain text, from the owner's sender name.
export function brandedMail(brand: MailBrand, mail: MailContent): OutgoingMail {
  const { html, text, footerHtml, footerText, ...rest } = mail;
  const page = `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;background:#fff;border-radius:12px;padding:32px">
<tr><td style="padding:0 0 20px;border-bottom:1px solid #e5e7eb">${header(brand)}</td></tr>
<tr><td style="padding:24px 0">
${html}
</td></tr>
<tr><td style="padding:16px 0 0;border-top:1px solid #e5e7eb;font-size:12px;color:#6b7280">${footer(brand, footerHtml)}</td></tr>
</table></body></html>`;
  const closing = [footerText, brand.siteName, brand.postalAddress].filter(Boolean).join('\n');
  return {
    ...rest,
    senderName: brand.senderName,
    html: page,
    text: `${brand.siteName}\n\n${text.trimEnd()}\n\n--\n${closing}\n`,
  };
}
