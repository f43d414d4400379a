import type { Caller } from '../../core/analytics/visit-attribution';

// What the blog publishes (core/events/domain-events.ts), each in the transaction of the change.
declare module '../../core/events/domain-events' {
  interface DomainEventMap {
    // a new address asked for the daily e-mail (not yet confirmed); `visit` is who asked
    'subscriber.joined': { subscriberId: number; visit: Caller; at: Date };
    // an address confirmed its subscription by its link (double opt-in done)
    'subscriber.confirmed': { subscriberId: number; email: string };
    // an active subscriber left the list by the link in a mail
    'subscriber.unsubscribed': { subscriberId: number; email: string };
  }
}
