import { defineMail } from '../../../core/mail/define-mail';
import { LINK_MAIL_USES, renderLinkMail } from './mail-parts';

// The "forgot password" link; nothing once the account's address changed.
export const passwordResetMail = defineMail({
  kind: 'password-reset',
  onUnresolved: 'retry',
  listUnsubscribe: false,
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
