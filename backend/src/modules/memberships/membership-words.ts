import { formatPrice } from '../commerce';
import type { BillingInterval } from './entities/membership.entity';

// How memberships write amounts and days for people (the API's strings, the mails).

// "$19 a month", "$190 a year"
export const priceWords = (cents: number, interval: BillingInterval) => `${formatPrice(cents)} a ${interval}`;

// "March 3, 2026", in the site's time zone
export const dayWords = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' }).format(instant);

// the account page's membership tab, where a member updates their card, cancels or resumes
export const membershipTabUrl = (publicUrl: string) => `${publicUrl}/account?tab=membership`;
