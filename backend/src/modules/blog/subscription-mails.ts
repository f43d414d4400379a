import { listUnsubscribeHeaders, mailTemplate, type MailToRender } from '../../core/mail/mail-template';

const CONFIRMATION_TEMPLATE = mailTemplate(__dirname, 'mails/subscription-confirmation');
const WELCOME_TEMPLATE = mailTemplate(__dirname, 'mails/subscription-welcome');

// The mail that asks to confirm a subscription (mails/subscription-confirmation.*.hbs): one link,
// one click. Not bulk mail (it is sent once, because of a request for this address), so it has no
// List-Unsubscribe; ignoring it is enough to stay off the list.
export function confirmationMail(
  publicUrl: string,
  siteName: string,
  to: string,
  token: string,
  validDays: number,
): MailToRender {
  const link = `${publicUrl}/api/subscribe/confirm?token=${encodeURIComponent(token)}`;
  return {
    template: CONFIRMATION_TEMPLATE,
    subject: `Please confirm your subscription to ${siteName}`,
    context: { to, siteName, link, validDays },
    footerNote: 'You receive this one e-mail because this address was signed up for our daily blog e-mail.',
  };
}

// The mail after the click (mails/subscription-welcome.*.hbs): what to expect, a link to the blog,
// and how to leave. It is the first mail of the list, so it carries the list's one-click
// unsubscribe (RFC 8058) like every issue.
export function welcomeMail(publicUrl: string, siteName: string, to: string, unsubscribeToken: string): MailToRender {
  const unsubscribeUrl = `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  return {
    template: WELCOME_TEMPLATE,
    subject: `Welcome to the daily blog e-mail of ${siteName}`,
    context: { to, siteName, blog: `${publicUrl}/blog` },
    footerNote: 'You receive this because you confirmed your subscription to the daily blog e-mail.',
    unsubscribeUrl,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
  };
}
