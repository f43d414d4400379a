import { defineMail } from '../../../core/mail/define-mail';
import { LINK_MAIL_USES, renderLinkMail } from './mail-parts';

// The "forgot password" link; nothing once the account's address changed.
export const passwordResetMail = defineMail({
  kind: 'password-reset',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  // Even to an address that stopped: the person asked for it a moment ago on the site and waits for
  // it, and without it they cannot sign in. One mail at their request costs the site's reputation
  // little; if the address is really dead it bounces again and stays stopped.
  reachesUndeliverable: true,
  uses: LINK_MAIL_USES,
  render: renderLinkMail(
    '/reset-password',
    (user, token) => user.email === token.email,
    (brand, user) => ({
      subject: 'Reset your password',
      greeting: `Hi ${user.firstName},`,
      lead: `Someone, hopefully you, asked to reset the password of your ${brand.siteName} account. Choose a new password here:`,
      action: 'Choose a new password',
      note: 'The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    }),
  ),
});
