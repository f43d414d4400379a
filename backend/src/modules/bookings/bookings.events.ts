// What bookings publish (core/events/domain-events.ts), each in the transaction of the change.
declare module '../../core/events/domain-events' {
  interface DomainEventMap {
    // a booked time is confirmed: its order is paid
    'booking.confirmed': { bookingId: number; orderId: number; userId: number | null; productId: number | null };
  }
}

export {};
