import { addressOf, type AppConfig } from '../../../core/config/app-config';
import type { CalendarInvitation } from '../../../core/mail/mail.types';
import type { MailBrand, MailTemplate, MailToRender } from '../../../core/mail/mail-template';
import { isLink, sessionInvitation } from '../invitation-ics';
import type { BookingForMail } from './booking-mails.repository';

// Who a booking mail is for: the customer who booked, or the owner (where the owner's alerts go).
export type BookingMailRole = 'customer' | 'owner';

// The payload every booking mail carries; userId is what forgetting an account finds its mails by.
export type BookingMailPayload = { bookingId: number; userId: number };

type Env = { brand: MailBrand; config: AppConfig };

const plain = (text: string) => text.replace(/\s/g, ' ');

// "Tuesday, March 10, 2026, 9:00 AM – 10:00 AM (America/New_York)": the session in a reader's zone,
// the zone named, as the reader may be elsewhere than the other party.
export function sessionTime(startsAt: Date, endsAt: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(startsAt);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return plain(`${day}, ${time.format(startsAt)} – ${time.format(endsAt)} (${timeZone})`);
}

// the customer's page of the session, where they reschedule or cancel it
export const manageUrl = (publicUrl: string, bookingId: number) => `${publicUrl}/account/sessions/${bookingId}`;

// The name the customer knows the owner by: the mails' sender name, else the site's name.
const ownerName = (brand: MailBrand) => brand.senderName ?? brand.siteName;

// "Jane Doe", as the owner's subjects name the customer
export const customerName = (booking: BookingForMail) =>
  `${booking.customer.firstName} ${booking.customer.lastName}`.trim();

// a type, not an interface: the template's context is a record
export type BookingMailContext = {
  // the reader's greeting name: the customer's first name, or nothing for the owner
  firstName: string | null;
  title: string;
  // the session's time in the reader's zone
  when: string;
  location: string;
  locationIsLink: boolean;
  // the customer's reschedule/cancel page (customer mails only)
  manageUrl: string | null;
  // who booked (owner mails only)
  customer: { name: string; email: string } | null;
  // whom the session is with (customer mails)
  ownerName: string;
};

// What every booking mail says of the session, for one reader.
export function bookingMailContext(
  booking: BookingForMail,
  role: BookingMailRole,
  { brand, config }: Env,
): BookingMailContext {
  const { customer } = booking;
  const forCustomer = role === 'customer';
  return {
    firstName: forCustomer ? customer.firstName : null,
    title: booking.title,
    when: sessionTime(booking.startsAt, booking.endsAt, forCustomer ? booking.customerTimeZone : booking.ownerTimeZone),
    location: booking.location,
    locationIsLink: isLink(booking.location),
    manageUrl: forCustomer ? manageUrl(config.publicUrl, booking.id) : null,
    customer: forCustomer ? null : { name: customerName(booking), email: customer.email },
    ownerName: ownerName(brand),
  };
}

// The booking's calendar invitation for one reader: the event as it stands (REQUEST) or its
// cancellation (CANCEL), organised by the site's sender, the customer attending.
export function bookingInvitation(
  booking: BookingForMail,
  role: BookingMailRole,
  method: CalendarInvitation['method'],
  { brand, config }: Env,
): CalendarInvitation {
  const { customer } = booking;
  const name = customerName(booking);
  const description =
    role === 'customer'
      ? `To reschedule or cancel: ${manageUrl(config.publicUrl, booking.id)}`
      : `Booked by ${name} <${customer.email}>`;
  return sessionInvitation({
    method,
    uid: booking.uid,
    sequence: booking.sequence,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    summary: `${booking.title} with ${role === 'customer' ? ownerName(brand) : name}`,
    location: booking.location,
    description,
    organizer: { name: ownerName(brand), email: addressOf(config.mailFrom) },
    attendee: { name, email: customer.email },
  });
}

// A booking mail for one reader: its template, subject and own values beside the session's, with
// the invitation (`method`) or none (a reminder).
export function bookingMail(
  booking: BookingForMail,
  role: BookingMailRole,
  env: Env,
  mail: { template: MailTemplate; subject: string; method: CalendarInvitation['method'] | null; context?: object },
): MailToRender {
  return {
    template: mail.template,
    subject: mail.subject,
    context: { ...bookingMailContext(booking, role, env), ...mail.context },
    ...(mail.method && { icalEvent: bookingInvitation(booking, role, mail.method, env) }),
  };
}
