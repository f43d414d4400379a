import type { BookingDto } from '../api';
import { whenOf } from './session-times';

// What cancelling a session means, said before the customer confirms (the server's BookingDto says
// which applies: before the cut-off a paid session is refunded in full, after it nothing is).

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

// `now`: a page opened before the cut-off and confirmed after it says so (the server decides the same)
export function cancelTerms(booking: BookingDto, now: Date): string {
  const cutoff = `${whenOf(booking.cutoffAt, booking.customerTimeZone)} (${booking.customerTimeZone})`;
  if (booking.priceCents === 0) return 'This session is free: there is nothing to refund.';
  if (booking.refundOnCancel && now.getTime() < Date.parse(booking.cutoffAt)) {
    return `You will be refunded in full (${dollars(booking.priceCents)}). Cancelling is refunded until ${cutoff}.`;
  }
  return `It is past the cut-off of ${cutoff}: cancelling now is not refunded.`;
}

// What the page says once the session is cancelled.
export function cancelledOutcome(booking: BookingDto, refunded: boolean): string {
  if (!refunded || booking.priceCents === 0) return 'Your session is cancelled.';
  return `Your session is cancelled. The refund of ${dollars(booking.priceCents)} is on its way to your card.`;
}
