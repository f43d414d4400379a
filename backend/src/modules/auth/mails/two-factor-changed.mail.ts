import { defineMail } from '../../../core/mail/define-mail';
import { formatWhen, NOTICE_MAIL_USES, renderNoticeMail } from './mail-parts';

export type TwoFactorChangedPayload = { userId: number; on: boolean; changedAt: string };

// After two-factor sign-in is turned on or off, or its recovery codes are replaced.
export const twoFactorChangedMail = defineMail({
  kind: 'two-factor-changed',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: NOTICE_MAIL_USES,
  render: renderNoticeMail<TwoFactorChangedPayload>((user, mail, { brand, config }) => {
    const when = formatWhen(new Date(String(mail.payload.changedAt)), config.publishTz);
    const on = mail.payload.on === true;
    return {
      subject: on ? 'Two-factor sign-in is on' : 'Two-factor sign-in was turned off',
      greeting: `Hi ${user.firstName},`,
      paragraphs: [
        on
          ? `Two-factor sign-in was turned on for your ${brand.siteName} account on ${when}: signing in now takes your password and a code from your authenticator app (or one of your recovery codes). Every other device signed in to your account has been signed out.`
          : `Two-factor sign-in was turned off for your ${brand.siteName} account on ${when}: your password alone signs in again. Every other device signed in to your account has been signed out.`,
        'If this was you, there is nothing else to do.',
        `If it was not you, choose a new password now: ${config.publicUrl}/forgot-password`,
      ],
    };
  }),
});
