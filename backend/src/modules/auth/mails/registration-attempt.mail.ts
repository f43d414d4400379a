import type { MailBrand } from '../../../core/mail/mail-template';
import { noticeMail } from './mail-parts';

// To an account's address when someone registers with it. Registration answers the same for a
// taken address as for a new one, so this mail is how the owner hears of it; `when` is formatted.
export function registrationAttemptMail(
  brand: MailBrand,
  m: { firstName: string; when: string; signInLink: string; resetLink: string },
) {
  return noticeMail({
    subject: 'Someone tried to create an account with your e-mail address',
    greeting: `Hi ${m.firstName},`,
    paragraphs: [
      `Someone, hopefully you, tried to create a new ${brand.siteName} account with this e-mail address on ${m.when}. You already have an account with it, so no account was made and nothing was changed.`,
      `To sign in: ${m.signInLink}`,
      `Forgot your password? Choose a new one here: ${m.resetLink}`,
      'If it was not you, you can ignore this mail: your account and password stay as they are.',
    ],
  });
}
