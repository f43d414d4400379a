import { defineMail } from '../../../core/mail/define-mail';
import { formatWhen, NOTICE_MAIL_USES, renderNoticeMail } from './mail-parts';

export type RegistrationAttemptPayload = { userId: number; attemptedAt: string };

// To an account's address when someone registers with it. Registration answers the same for a
// taken address as for a new one, so this mail is how the owner hears of it.
export const registrationAttemptMail = defineMail({
  kind: 'registration-attempt',
  onUnresolved: 'retry',
  listUnsubscribe: false,
  uses: NOTICE_MAIL_USES,
  render: renderNoticeMail<RegistrationAttemptPayload>((user, mail, { brand, config }) => ({
    subject: 'Someone tried to create an account with your e-mail address',
    greeting: `Hi ${user.firstName},`,
    paragraphs: [
      `Someone, hopefully you, tried to create a new ${brand.siteName} account with this e-mail address on ${formatWhen(new Date(String(mail.payload.attemptedAt)), config.publishTz)}. You already have an account with it, so no account was made and nothing was changed.`,
      `To sign in: ${config.publicUrl}/login`,
      `Forgot your password? Choose a new one here: ${config.publicUrl}/forgot-password`,
      'If it was not you, you can ignore this mail: your account and password stay as they are.',
    ],
  })),
});
