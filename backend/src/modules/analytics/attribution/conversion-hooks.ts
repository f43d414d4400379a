import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type Conversion, VISIT_ATTRIBUTION, type VisitAttribution } from '../../../core/analytics/visit-attribution';
import { DomainEvents } from '../../../core/events/domain-events.service';

// Analytics' handlers of the typed hooks: a new subscriber ('subscriber.joined', the blog's) and a
// new order ('order.placed', commerce's) remember the visit they came from, in the transaction that
// made them but isolated (a savepoint): attribution can never fail a subscription or an order.
@Injectable()
export class ConversionHooks implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    @Inject(VISIT_ATTRIBUTION) private readonly attribution: VisitAttribution,
  ) {}

  onModuleInit(): void {
    const isolated = { isolated: true, name: 'analytics: attribution' };
    this.events.on(
      'subscriber.joined',
      (tx, { subscriberId, visit, at }) => this.record(tx, { kind: 'subscriber', refId: subscriberId, ...visit, at }),
      isolated,
    );
    this.events.on(
      'order.placed',
      (tx, { orderId, visit, at }) => this.record(tx, { kind: 'order', refId: orderId, ...visit, at }),
      isolated,
    );
  }

  private record(tx: Parameters<VisitAttribution['record']>[0], conversion: Conversion): Promise<void> {
    return this.attribution.record(tx, conversion);
  }
}
