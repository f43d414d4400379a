import { brandedMail, type MailBrand } from '../../core/mail/mail-layout';
import type { OutgoingMail } from '../../core/mail/mail.types';
import { escapeHtml } from '../../core/text/html';

const heading = (title: string) =>
  `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.25;color:#14305a">${escapeHtml(title)}</h1>`;
const BUTTON =
  'background:#14305a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold';

// The mail that asks to confirm a subscription: one link, one click. Not bulk mail (it is sent
// once, because of a request for this address), so it has no List-Unsubscribe; ignoring it is
// enough to stay off the list.
export function renderConfirmationMail(
  publicUrl: string,
  brand: MailBrand,
  to: string,
  token: string,
  validDays: number,
): OutgoingMail {
  const link = `${publicUrl}/api/subscribe/confirm?token=${encodeURIComponent(token)}`;
  const title = 'Please confirm your subscription';
  const intro = `${to} was signed up for the daily blog e-mail of ${brand.siteName}. Please confirm that you want it: nothing will be sent until you do.`;
  const button = 'Yes, subscribe me';
  const validity = `The link works for ${validDays} days. If you did not ask for this, ignore this e-mail: you will not hear from us again.`;
  const why = 'You receive this one e-mail because this address was signed up for our daily blog e-mail.';
  return brandedMail(brand, {
    to,
    subject: `Please confirm your subscription to ${brand.siteName}`,
    html: `${heading(title)}
<p style="margin:0 0 16px;font-size:16px;line-height:1.6">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(link)}" style="${BUTTON}">${button}</a></p>
<p style="margin:0;font-size:14px;line-height:1.6;color:#6b7280">${escapeHtml(validity)}</p>`,
    text: `${title}\n\n${intro}\n\n${button}: ${link}\n\n${validity}\n`,
    footerHtml: escapeHtml(why),
    footerText: why,
  });
}

// The mail after the click: what to expect, a link to the blog, and how to leave. It is the first
// mail of the list, so it carries the list's one-click unsubscribe (RFC 8058) like every issue.
export function renderWelcomeMail(
  publicUrl: string,
  brand: MailBrand,
  to: string,
  unsubscribeToken: string,
): OutgoingMail {
  const blog = `${publicUrl}/blog`;
  const unsubscribe = `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const title = "Welcome, you're subscribed";
  const intro = `Your subscription is confirmed. Each new post of ${brand.siteName} will arrive at ${to} on the day it is published.`;
  const why = 'You receive this because you confirmed your subscription to the daily blog e-mail.';
  return brandedMail(brand, {
    to,
    subject: `Welcome to the daily blog e-mail of ${brand.siteName}`,
    html: `${heading(title)}
<p style="margin:0 0 16px;font-size:16px;line-height:1.6">${escapeHtml(intro)}</p>
<p style="margin:0"><a href="${escapeHtml(blog)}" style="${BUTTON}">Read the blog</a></p>`,
    text: `${title}\n\n${intro}\n\nRead the blog: ${blog}\n`,
    footerHtml: `${escapeHtml(why)}\n<a href="${escapeHtml(unsubscribe)}" style="color:#6b7280">Unsubscribe</a>`,
    footerText: `${why}\nUnsubscribe: ${unsubscribe}`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
