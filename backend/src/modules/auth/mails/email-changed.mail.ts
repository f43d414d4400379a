import { defineMail } from '../../../core/mail/define-mail';
import { NOTICE_MAIL_USES, renderNoticeMail } from './mail-parts';

export type EmailChangedPayload = { userId: number; newEmail: string };

// To the old address, once a new one is confirmed.
export const emailChangedMail = defineMail({
  kind: 'email-changed',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: NOTICE_MAIL_USES,
  render: renderNoticeMail<EmailChangedPayload>((user, mail, { brand, config }) => ({
    subject: 'Your e-mail address was changed',
    greeting: `Hi ${user.firstName},`,
    paragraphs: [
      `Your ${brand.siteName} account now signs in with ${String(mail.payload.newEmail)} instead of this address. Mails about your account and orders go there from now on.`,
      `If you did not make this change, please tell us at once: ${config.publicUrl}/contact`,
    ],
  })),
});
