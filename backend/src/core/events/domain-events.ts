import type { EntityManager } from 'typeorm';

// What happens in the site that other modules may act on, by name, with what each carries. Core
// declares the map empty; the module that owns an event declares it in its own `<module>.events.ts`
// (TypeScript's declaration merging: `declare module '…/core/events/domain-events'`), so core names
// no module and a handler of another module is typed by the owner's declaration:
//
//   declare module '../../core/events/domain-events' {
//     interface DomainEventMap { 'order.paid': { orderId: number; userId: number | null } }
//   }
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules (see above)
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

// A handler runs inside the transaction that made the change (what it writes commits or rolls back
// with it), given that transaction and the event.
export type DomainEventHandler<K extends DomainEventName> = (
  tx: EntityManager,
  event: DomainEventMap[K],
) => Promise<void>;

export interface HandlerOptions {
  // A handler whose failure must not undo the change (a visit's attribution, a counter): run in a
  // savepoint of its own, its failure rolled back to it and logged. Without it a handler's error
  // is the change's, as any other write in the transaction.
  isolated?: boolean;
  // for the log: who handles it ("analytics: attribution")
  name: string;
}
