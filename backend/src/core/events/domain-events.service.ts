import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEventHandler, DomainEventMap, DomainEventName, HandlerOptions } from './domain-events';

interface Registered {
  handle: (tx: EntityManager, event: unknown) => Promise<void>;
  options: HandlerOptions;
}

// The typed hooks (see domain-events.ts): the owner of an event publishes it in the transaction of
// the change; the modules that care registered a handler at start (onModuleInit) and each runs
// there, in the order they registered, one after the other (a transaction runs one query at a
// time). Nobody listening is fine: publishing is then a no-op. In the spirit of immich's typed
// event map, but in-transaction: a handler's writes are part of the change, never a second step a
// crash could lose.
@Injectable()
export class DomainEvents {
  private readonly logger = new Logger('DomainEvents');
  private readonly handlers = new Map<DomainEventName, Registered[]>();

  // answers how to take the handler off again (a module that stops, a test)
  on<K extends DomainEventName>(name: K, handle: DomainEventHandler<K>, options: HandlerOptions): () => void {
    const registered: Registered = { handle: handle as Registered['handle'], options };
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), registered]);
    return () =>
      this.handlers.set(
        name,
        (this.handlers.get(name) ?? []).filter((r) => r !== registered),
      );
  }

  async publish<K extends DomainEventName>(tx: EntityManager, name: K, event: DomainEventMap[K]): Promise<void> {
    for (const { handle, options } of this.handlers.get(name) ?? []) {
      if (!options.isolated) {
        await handle(tx, event);
        continue;
      }
      try {
        // a nested transaction of TypeORM's is a savepoint of this one
        await tx.transaction((savepoint) => handle(savepoint, event));
      } catch (error) {
        this.logger.warn(
          `${options.name} failed on ${String(name)} (the change stands): ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  }
}
