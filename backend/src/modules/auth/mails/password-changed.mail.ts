import type { MailBrand } from '../../../core/mail/mail-template';
import { noticeMail } from './mail-parts';

// After a password reset or change; `when` is already formatted for people.
export function passwordChangedMail(
  brand: MailBrand,
  m: { to: string; firstName: string; when: string; resetLink: string },
) {
  return noticeMail({
    subject: 'Your password was changed',
    greeting: `Hi ${m.firstName},`,
    paragraphs: [
      `The password of your ${brand.siteName} account was changed on ${m.when}. Every other device signed in to your account has been signed out.`,
      'If this was you, there is nothing else to do.',
      `If it was not you, choose a new password now: ${m.resetLink}`,
    ],
  });
}
