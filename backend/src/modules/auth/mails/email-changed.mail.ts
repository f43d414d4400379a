import type { MailBrand } from '../../../core/mail/mail-template';
import { noticeMail } from './mail-parts';

// To the old address, once a new one is confirmed.
export function emailChangedMail(
  brand: MailBrand,
  m: { to: string; firstName: string; newEmail: string; contactLink: string },
) {
  return noticeMail({
    subject: 'Your e-mail address was changed',
    greeting: `Hi ${m.firstName},`,
    paragraphs: [
      `Your ${brand.siteName} account now signs in with ${m.newEmail} instead of this address. Mails about your account and orders go there from now on.`,
      `If you did not make this change, please tell us at once: ${m.contactLink}`,
    ],
  });
}
