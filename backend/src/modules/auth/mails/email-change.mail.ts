import { defineMail } from '../../../core/mail/define-mail';
import { LINK_MAIL_USES, renderLinkMail } from './mail-parts';

// To the new address of an e-mail change; the old one stays the sign-in address until it is
// confirmed. Nothing once another change replaced it.
export const emailChangeMail = defineMail({
  kind: 'email-change',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  // even to an address that bounced once: its link confirms the address anew (which lifts that)
  reachesUndeliverable: true,
  uses: LINK_MAIL_USES,
  render: renderLinkMail(
    '/confirm-email',
    (user, token) => user.pendingEmail === token.email,
    (brand, user) => ({
      subject: 'Confirm your new e-mail address',
      greeting: `Hi ${user.firstName},`,
      lead: `You asked to sign in to ${brand.siteName} with this address from now on. Please confirm it:`,
      action: 'Confirm my new address',
      note: 'The link works for 24 hours. Until then you sign in with your current address. If you did not ask for this, ignore this mail.',
    }),
  ),
});
