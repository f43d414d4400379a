import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEventHandler, DomainEventMap, DomainEventName } from '../../../core/events/domain-events';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { UsersService } from '../../auth';
import { OrderFactsService } from '../../commerce';
import { SequenceEntry } from '../sequences/sequence-entry';
import { ABANDONED_AFTER_MS, type TriggerType } from '../sequences/triggers';
import { ContactsRepository } from './contacts.repository';

// The automations' handlers of the typed hooks: each event makes (or finds) its person and starts
// the sequences it triggers (a request to subscribe makes nobody: only its confirmation does, as
// a person is someone who may be sent marketing mail), in the transaction of the change but isolated (a savepoint): an
// automation never fails a subscription, an order or a payment.
@Injectable()
export class PeopleHooks implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly contacts: ContactsRepository,
    private readonly entry: SequenceEntry,
    private readonly users: UsersService,
    private readonly orders: OrderFactsService,
  ) {}

  onModuleInit(): void {
    this.on('subscriber.confirmed', async (tx, e) => {
      const contact = await this.contacts.ensure(tx, { email: e.email, subscriberId: e.subscriberId });
      await this.entry.enter(tx, 'subscribed', contact.id);
    });
    this.on('order.placed', async (tx, e) => {
      const contactId = await this.personOf(tx, e.userId);
      if (contactId === null) return;
      await this.contacts.setFirstOrder(tx, contactId, e.orderId);
      // an upsell is charged in its own transaction: never a checkout left unpaid
      if (!e.upsell)
        await this.entry.enter(tx, 'checkout-abandoned', contactId, {
          afterMs: ABANDONED_AFTER_MS,
          orderId: e.orderId,
        });
    });
    this.on('order.paid', async (tx, e) => {
      await this.entry.checkoutPaid(tx, e.orderId);
      const contactId = await this.personOf(tx, e.userId);
      const order = contactId === null ? null : await this.orders.statusAndProducts(e.orderId, tx);
      for (const productId of order?.productIds ?? []) await this.entry.enter(tx, 'bought', contactId!, { productId });
    });
    this.onAccount('enrolment.started', 'enrolled', (e) => ({ userId: e.userId, productId: e.productId }));
    this.onAccount('enrolment.completed', 'completed-course', (e) => ({ userId: e.userId, productId: e.productId }));
    this.onAccount('booking.confirmed', 'booked', (e) => ({ userId: e.userId, productId: e.productId }));
    this.onAccount('membership.started', 'membership-started', (e) => ({ userId: e.userId }));
    this.onAccount('membership.cancelled', 'membership-cancelled', (e) => ({ userId: e.userId }));
  }

  private on<K extends DomainEventName>(name: K, handle: DomainEventHandler<K>): void {
    this.events.on(name, handle, { isolated: true, name: `automations: ${name}` });
  }

  // an account's event that starts the sequences of `trigger` (about the product, where it is one)
  private onAccount<K extends DomainEventName>(
    name: K,
    trigger: TriggerType,
    about: (event: DomainEventMap[K]) => { userId: number | null; productId?: number | null },
  ): void {
    this.on(name, async (tx, event) => {
      const { userId, productId } = about(event);
      const contactId = await this.personOf(tx, userId);
      if (contactId !== null) await this.entry.enter(tx, trigger, contactId, { productId });
    });
  }

  // the account's person, made from its address when new; null for an order whose account is gone
  private async personOf(tx: EntityManager, userId: number | null): Promise<number | null> {
    if (userId === null) return null;
    const known = await this.contacts.byUser(tx, userId);
    if (known) return known.id;
    const [user] = await this.users.findByIds([userId], tx);
    return user ? (await this.contacts.ensure(tx, { email: user.email, userId })).id : null;
  }
}
