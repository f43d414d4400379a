import { defineMail, type QueuedMail } from '../../../core/mail/define-mail';
import { mailTemplate } from '../../../core/mail/mail-template';
import { SubscribersRepository } from '../subscribers.repository';
import { CONFIRMATION_VALID_DAYS, SubscriptionTokens } from '../subscription-token';

// The link's token is derived from the nonce (see SubscriptionTokens).
export type SubscriptionConfirmationPayload = { subscriberId: number; nonce: string };
const TEMPLATE = mailTemplate(__dirname, 'subscription-confirmation');

// Double opt-in's mail with the link: one link, one click. Not bulk mail (it is sent once, because
// of a request for this address), so it has no List-Unsubscribe; ignoring it is enough to stay off
// the list. Interrupted by a crash it is sent again (without it nobody can subscribe, and a second
// copy carries the same link).
export const subscriptionConfirmationMail = defineMail({
  kind: 'subscription-confirmation',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  // even to an address that bounced or complained: a click on its link is the person confirming the
  // address anew, which lifts that (SubscriptionConfirmationService.confirm)
  reachesUndeliverable: true,
  uses: { subscribers: SubscribersRepository, tokens: SubscriptionTokens },
  // null (skipped): the address was removed, confirmed meanwhile (its link is used up), asked again
  // (a newer link), or the link expired while the mail waited. An active reader's link is one to
  // confirm a stopped address anew (SubscribersService.subscribe).
  async render(mail: QueuedMail<SubscriptionConfirmationPayload>, { subscribers, tokens, brand, config }) {
    const s = await subscribers.findById(Number(mail.payload.subscriberId));
    const token = tokens.token(String(mail.payload.nonce));
    if (!s || s.confirmTokenHash !== SubscriptionTokens.hash(token)) return null;
    if (!s.confirmExpiresAt || s.confirmExpiresAt <= new Date()) return null; // a dead link helps nobody
    const link = `${config.publicUrl}/api/subscribe/confirm?token=${encodeURIComponent(token)}`;
    return {
      template: TEMPLATE,
      subject: `Please confirm your subscription to ${brand.siteName}`,
      context: { to: s.email, siteName: brand.siteName, link, validDays: CONFIRMATION_VALID_DAYS },
      footerNote: 'You receive this one e-mail because this address was signed up for our daily blog e-mail.',
    };
  },
});
