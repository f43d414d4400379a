// What bookings publish (core/events/domain-events.ts), each in the transaction of the change.
declare module '../../core/events/domain-events' {
  interface DomainEventMap {
    // a booked time is confirmed: its order is paid
    'booking.confirmed': { bookingId: number; orderId: number; userId: number | null; productId: number | null };
    // a confirmed booking moved to another time (by its customer or the owner)
    'booking.moved': { bookingId: number; startsAt: Date; endsAt: Date; by: 'customer' | 'owner' };
    // a confirmed booking cancelled (by its customer or the owner)
    'booking.cancelled': { bookingId: number; by: 'customer' | 'owner'; refunded: boolean };
  }
}

export {};
