import { defineMail } from '../../../core/mail/define-mail';
import { formatWhen, LINK_MAIL_USES, renderLinkMail } from './mail-parts';

// A sign-in from a browser the account had not used, with "This was not me": every session ends
// and a new password is asked for (README, "Accounts").
export const newSignInMail = defineMail({
  kind: 'sign-in-alert',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  reachesUndeliverable: true,
  uses: LINK_MAIL_USES,
  render: renderLinkMail(
    '/sign-in-alert',
    (user, token) => user.email === token.email,
    (brand, user, payload, config) => ({
      subject: `New sign-in to your ${brand.siteName} account`,
      greeting: `Hi ${user.firstName},`,
      lead:
        `Your account was signed in to on ${formatWhen(new Date(String(payload.at)), config.publishTz)} from ` +
        `${String(payload.device)} (address ${String(payload.ip)}), a browser it had not been used on before. ` +
        'If this was you, there is nothing to do. If it was not you, end every session now and choose a new password:',
      action: 'This was not me',
      note: 'The link works for a week. It signs your account out everywhere, then asks you for a new password.',
    }),
  ),
});
