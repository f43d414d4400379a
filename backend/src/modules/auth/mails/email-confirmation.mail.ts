import { defineMail } from '../../../core/mail/define-mail';
import { LINK_MAIL_USES, renderLinkMail } from './mail-parts';

// To a new account's address, and again from the account page's "Send again"; nothing once the
// address is confirmed or changed.
export const emailConfirmationMail = defineMail({
  kind: 'email-confirmation',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  // even to an address that bounced: its link is how the person confirms it anew (which lifts that)
  reachesUndeliverable: true,
  uses: LINK_MAIL_USES,
  render: renderLinkMail(
    '/confirm-email',
    (user, token) => !user.emailConfirmedAt && user.email === token.email,
    (brand, user) => ({
      subject: 'Confirm your e-mail address',
      greeting: `Hi ${user.firstName},`,
      lead: `Welcome to ${brand.siteName}! Please confirm that this is your e-mail address:`,
      action: 'Confirm my address',
      note: 'The link works for 24 hours. If you did not create an account, ignore this mail.',
    }),
  ),
});
