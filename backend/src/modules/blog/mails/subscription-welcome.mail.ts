import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { listUnsubscribeHeaders, mailTemplate } from '../../../core/mail/mail-template';
import { SubscribersRepository } from '../subscribers.repository';

export type SubscriptionWelcomePayload = { subscriberId: number };
const TEMPLATE = mailTemplate(__dirname, 'subscription-welcome');

// The mail after the confirming click: what to expect, a link to the blog, and how to leave. It is
// the first mail of the list, so it carries the list's one-click unsubscribe (RFC 8058) like every
// issue, and like them it is not sent again after a crash (the confirmed page said the same already).
export const subscriptionWelcomeMail = defineMail({
  kind: 'subscription-welcome',
  onUnresolved: 'give-up',
  listUnsubscribe: true,
  uses: { subscribers: SubscribersRepository },
  // null (skipped): the reader left (or was removed) before it went out
  async render(mail: QueuedMail<SubscriptionWelcomePayload>, { subscribers, brand, config }) {
    const s = await subscribers.findById(Number(mail.payload.subscriberId));
    if (!s?.active) return null;
    const { publicUrl } = config;
    const unsubscribeUrl = `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(s.unsubscribeToken)}`;
    return {
      template: TEMPLATE,
      subject: `Welcome to the daily blog e-mail of ${brand.siteName}`,
      context: { to: s.email, siteName: brand.siteName, blog: `${publicUrl}/blog` },
      footerNote: 'You receive this because you confirmed your subscription to the daily blog e-mail.',
      unsubscribeUrl,
      headers: listUnsubscribeHeaders(unsubscribeUrl),
    };
  },
});
