import { useState } from 'react';
import type { BookingDto, ProductDto } from '../../../api';
import { browserTimeZone } from './zoned-days';

// The consultations of a checkout's basket and the time held for each: the checkout asks for the
// first one without a time, and pays once each has one (the payment's order takes the holds over).
// `products` is undefined while the shop's products load.
export function useCheckoutSessions(products: ProductDto[] | undefined, productIds: number[]) {
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [holds, setHolds] = useState<BookingDto[]>([]);
  const consultations = products
    ?.filter((p) => p.type === 'consultation' && productIds.includes(p.id))
    .sort((a, b) => productIds.indexOf(a.id) - productIds.indexOf(b.id));
  const heldFor = (productId: number) => holds.find((b) => b.productId === productId);
  const held = consultations?.flatMap((p) => heldFor(p.id) ?? []) ?? [];
  return {
    timeZone,
    setTimeZone,
    // the consultation whose time is still to choose
    pending: consultations?.find((p) => !heldFor(p.id)),
    held,
    ready: consultations !== undefined && held.length === consultations.length,
    // the holds the payment is for: another time is another payment
    key: held.map((b) => b.id).join(','),
    hold: (booking: BookingDto) =>
      setHolds((all) => [...all.filter((b) => b.productId !== booking.productId), booking]),
    change: (booking: BookingDto) => setHolds((all) => all.filter((b) => b.id !== booking.id)),
  };
}

export type CheckoutSessions = ReturnType<typeof useCheckoutSessions>;
