import type { MailBrand } from '../../../core/mail/mail-template';
import { linkMail } from './mail-parts';

// To the new address of an e-mail change; the old one stays the sign-in address until it is confirmed.
export function emailChangeMail(brand: MailBrand, m: { to: string; firstName: string; link: string }) {
  return linkMail({
    subject: 'Confirm your new e-mail address',
    greeting: `Hi ${m.firstName},`,
    lead: `You asked to sign in to ${brand.siteName} with this address from now on. Please confirm it:`,
    action: 'Confirm my new address',
    link: m.link,
    note: 'The link works for 24 hours. Until then you sign in with your current address. If you did not ask for this, ignore this mail.',
  });
}
