// Helpers of the booking mail tests: a consultation, its customer and the owner's zone arranged,
// the mails each one gets, and their calendar invitation read back.
import { mailTo } from '../auth/account-helpers';
import { account } from '../support/client';
import {
  emptyBookings,
  emptyOutbox,
  makeAccount,
  makeProduct,
  restoreSiteDefaults,
  setAlertAddress,
  setAvailability,
  setConsultation,
} from '../support/factories';
import type { CapturedMail, SmtpCapture } from '../support/smtp-capture';
import { parseInvitation, type ParsedInvitation } from '../support/calendar';
import type { TestContext } from '../support/test-context';

export const SITE = 'https://coach.example';
export const OWNER = 'owner@example.com';
export const OWNER_TZ = 'Australia/Sydney';
export const CUSTOMER_TZ = 'America/New_York';
export const MEET = 'https://meet.example/coach';
// whom the customer's mails say the session is with: the site's name (no sender name is set)
export const OWNER_NAME = 'Business Coach & Author';

export interface Arranged {
  productId: number;
  userId: number;
  email: string;
}

// A 60-minute "Strategy Session" (meeting link MEET) in an owner's week kept in Sydney, and Sam
// Rivera's account, made through the app's services (no HTTP: both tiers arrange with it); the
// account's own mail is dropped unsent (an app that only enqueues never sends it, and a test
// counting mails counts its own).
export async function arrangeConsultation(t: TestContext): Promise<Arranged> {
  await restoreSiteDefaults(t);
  await setAlertAddress(t, OWNER);
  await emptyBookings(t);
  await setAvailability(t, { timeZone: OWNER_TZ });
  const product = await makeProduct(t, {
    title: 'Strategy Session',
    type: 'consultation',
    price: '150',
    duration: '60 min',
  });
  await setConsultation(t, product.id, 60, MEET);
  const who = account({ firstName: 'Sam', lastName: 'Rivera' });
  const userId = await makeAccount(t, who);
  await emptyOutbox(t);
  return { productId: product.id, userId, email: who.email };
}

// Waits for the mail with this subject to `to`, and answers it with its invitation read back (null: none).
export async function mailWithInvitation(
  smtp: SmtpCapture,
  to: string,
  subject: string,
): Promise<{ mail: CapturedMail; invitation: ParsedInvitation | null }> {
  const mail = await mailTo(smtp, to, subject);
  const ics = mail.calendar();
  return { mail, invitation: ics ? parseInvitation(ics) : null };
}
