import type { MailBrand } from '../../../core/mail/mail-template';
import { linkMail } from './mail-parts';

export function passwordResetMail(brand: MailBrand, m: { to: string; firstName: string; link: string }) {
  return linkMail({
    subject: 'Reset your password',
    greeting: `Hi ${m.firstName},`,
    lead: `Someone, hopefully you, asked to reset the password of your ${brand.siteName} account. Choose a new password here:`,
    action: 'Choose a new password',
    link: m.link,
    note: 'The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays as it is.',
  });
}
