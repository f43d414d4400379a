import type { MailBrand } from '../../../core/mail/mail-template';
import { linkMail } from './mail-parts';

// To a new account's address, and again from the account page's "Send again".
export function emailConfirmationMail(brand: MailBrand, m: { to: string; firstName: string; link: string }) {
  return linkMail({
    subject: 'Confirm your e-mail address',
    greeting: `Hi ${m.firstName},`,
    lead: `Welcome to ${brand.siteName}! Please confirm that this is your e-mail address:`,
    action: 'Confirm my address',
    link: m.link,
    note: 'The link works for 24 hours. If you did not create an account, ignore this mail.',
  });
}
