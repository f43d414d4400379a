import type { EntityManager } from 'typeorm';
import type { DomainEventMap, DomainEventName } from '../../src/core/events/domain-events';
import { DomainEvents } from '../../src/core/events/domain-events.service';
import { click, confirmLinkOf, isConfirmation, subscriberRow, waitForMail } from '../blog/subscription-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { newClient, signedIn } from '../support/client';
import { resetBlog, resetShop } from '../support/factories';
import { mailTestBed } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';

// The typed hooks (core/events): each owner publishes its events in the transaction of the change,
// with what its declaration says, and a handler of another module sees the change there.
describe('typed hooks: what happens, published in the transaction of the change', () => {
  const bed = mailTestBed();
  let t: TestApp;
  let heard: { name: DomainEventName; event: unknown; seen: unknown }[];
  const off: (() => void)[] = [];

  // records each event with what its handler reads in the change's transaction
  function listen<K extends DomainEventName>(
    name: K,
    read: (tx: EntityManager, event: DomainEventMap[K]) => Promise<unknown>,
  ) {
    const events = t.app.get(DomainEvents);
    off.push(
      events.on(
        name,
        async (tx, event) => {
          heard.push({ name, event, seen: await read(tx, event) });
        },
        { name: 'test' },
      ),
    );
  }
  const orderStatus = async (tx: EntityManager, orderId: number) =>
    ((await tx.query('SELECT status FROM orders WHERE id = $1', [orderId])) as { status: string }[])[0].status;

  beforeEach(async () => {
    t = await bed.app();
    await Promise.all([resetBlog(t), resetShop(t)]);
    heard = [];
  });
  afterEach(() => off.splice(0).forEach((unsubscribe) => unsubscribe()));

  it('a subscriber joining and confirming: the blog’s events, with the row as the change left it', async () => {
    const active = async (tx: EntityManager, id: number) =>
      ((await tx.query('SELECT active FROM subscribers WHERE id = $1', [id])) as { active: boolean }[])[0].active;
    listen('subscriber.joined', (tx, e) => active(tx, e.subscriberId));
    listen('subscriber.confirmed', (tx, e) => active(tx, e.subscriberId));
    const visitor = await newClient(t);
    await visitor.post('/api/subscribe', { email: 'hooked@example.com' }).expect(200);
    await click(t, confirmLinkOf(await waitForMail(bed.smtp, 'hooked@example.com', isConfirmation))).expect(200);

    const { id } = (await subscriberRow(t, 'hooked@example.com')) as { id: number };
    expect(heard).toEqual([
      {
        name: 'subscriber.joined',
        event: { subscriberId: id, visit: { ip: expect.any(String), userAgent: undefined }, at: expect.any(Date) },
        seen: false,
      },
      { name: 'subscriber.confirmed', event: { subscriberId: id, email: 'hooked@example.com' }, seen: true },
    ]);
  });

  it('an order placed, paid and refunded: commerce’s events, each inside the order’s transaction', async () => {
    listen('order.placed', (tx, e) => orderStatus(tx, e.orderId));
    listen('order.paid', (tx, e) => orderStatus(tx, e.orderId));
    listen('order.refunded', (tx, e) => orderStatus(tx, e.orderId));
    const admin = await signedIn(t, 'admin');
    const guide = await createProduct(admin, { title: 'Hooked Guide', type: 'digital', price: '12' });
    const buyer = await signedIn(t);
    const { clientSecret } = (
      await buyer.post('/api/create-payment-intent', { amount: 12, productIds: [guide.id] }).expect(200)
    ).body;
    await buyer.post('/api/payments/offline/confirm', { clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const [{ id: orderId, userId }] = (await t.dataSource.query('SELECT id, user_id AS "userId" FROM orders')) as {
      id: number;
      userId: number;
    }[];
    await admin.post(`/api/admin/orders/${orderId}/refunds`, {}).expect(200);

    expect(heard).toEqual([
      { name: 'order.placed', event: expect.objectContaining({ orderId, userId }), seen: 'pending' },
      { name: 'order.paid', event: { orderId, userId, totalCents: 1200 }, seen: 'completed' },
      {
        name: 'order.refunded',
        event: { orderId, refundId: expect.any(Number), itemIds: [expect.any(Number)], amountCents: 1200 },
        seen: 'refunded',
      },
    ]);
  });

  it('an isolated handler’s failure leaves the change and the next handlers; another handler’s fails the change', async () => {
    const events = t.app.get(DomainEvents);
    const ran: string[] = [];
    const failing = async () => {
      throw new Error('handler down');
    };
    off.push(events.on('order.paid', failing, { isolated: true, name: 'isolated' }));
    off.push(events.on('order.paid', async () => void ran.push('after'), { name: 'after' }));
    const paid = { orderId: 1, userId: null, totalCents: 0 };
    await t.dataSource.transaction((tx) => events.publish(tx, 'order.paid', paid));
    expect(ran).toEqual(['after']);

    off.push(events.on('order.paid', failing, { name: 'not isolated' }));
    await expect(t.dataSource.transaction((tx) => events.publish(tx, 'order.paid', paid))).rejects.toThrow(
      'handler down',
    );
  });
});
