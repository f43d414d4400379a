import { defineMail } from '../../../core/mail/define-mail';
import { formatWhen, NOTICE_MAIL_USES, renderNoticeMail } from './mail-parts';

export type PasswordChangedPayload = { userId: number; changedAt: string };

// After a password reset or change.
export const passwordChangedMail = defineMail({
  kind: 'password-changed',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: NOTICE_MAIL_USES,
  render: renderNoticeMail<PasswordChangedPayload>((user, mail, { brand, config }) => ({
    subject: 'Your password was changed',
    greeting: `Hi ${user.firstName},`,
    paragraphs: [
      `The password of your ${brand.siteName} account was changed on ${formatWhen(new Date(String(mail.payload.changedAt)), config.publishTz)}. Every other device signed in to your account has been signed out.`,
      'If this was you, there is nothing else to do.',
      `If it was not you, choose a new password now: ${config.publicUrl}/forgot-password`,
    ],
  })),
});
