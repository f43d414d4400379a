import request from 'supertest';
import { createProduct } from '../commerce/commerce-helpers';
import { offeredShop } from '../order-offers/offer-helpers';
import { account, signedIn, type TestClient } from '../support/client';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { CHECKOUT_TTL_MS } from '../../src/modules/commerce';
import { CheckoutExpiryService } from '../../src/modules/commerce/checkout/checkout-expiry.service';
import { OrdersRepository } from '../../src/modules/commerce/repositories/orders.repository';
import { SequenceRunner } from '../../src/modules/automations/sequences/sequence-runner';
import { AutomationClock } from '../../src/modules/automations/settings/automation-clock';
import { LEAVE_LINK, makeSequence, moveClock, queued, automationsBed } from './automation-helpers';

const PAYS = '4242424242424242';

// The abandoned-checkout trigger in production's timing: the checkout holds its order 30 minutes,
// then the shop's expiry cancels it; the reminder goes an hour after the checkout opened, unless
// that order, or a later one of the same products, was paid. Each abandoned checkout is one more
// place (once the earlier one has finished); an upsell never is one.
describe('abandoned checkouts', () => {
  const { bed, app } = automationsBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(() => ({ t, admin } = app));

  const reminder = () =>
    makeSequence(admin, {
      name: 'Come back',
      trigger: { type: 'checkout-abandoned' },
      steps: [{ type: 'email', subject: 'You left something in your basket', body: '<p>It is still there.</p>' }],
    });
  // a checkout opened (its order pending): the client secret to pay it with
  const openCheckout = async (buyer: TestClient, productIds: number[], amount: number) =>
    (await buyer.post('/api/create-payment-intent', { amount, productIds }).expect(200)).body.clientSecret as string;
  const pay = (buyer: TestClient, clientSecret: string) =>
    buyer.post('/api/payments/offline/confirm', { clientSecret, cardNumber: PAYS }).expect(200);
  // the shop's own expiry, as its minute would run it once the 30 minutes are over
  const expireCheckouts = () =>
    t.app.get(CheckoutExpiryService).expireUnpaid(new Date(Date.now() + CHECKOUT_TTL_MS + 60_000));
  const ordersOf = async (email: string) =>
    (
      (await t.dataSource.query(
        'SELECT o.id, o.status FROM orders o JOIN users u ON u.id = o.user_id WHERE lower(u.email) = lower($1) ORDER BY o.id',
        [email],
      )) as { id: number; status: string }[]
    ).map((o) => [o.id, o.status] as const);
  // every place of the person in the sequence, first first
  const placesOf = async (sequenceId: number, email: string) =>
    (await t.dataSource.query(
      `SELECT e.order_id AS "orderId", e.status, e.exit_reason AS "exitReason" FROM sequence_enrolments e
         JOIN contacts c ON c.id = e.contact_id WHERE e.sequence_id = $1 AND lower(c.email) = lower($2) ORDER BY e.id`,
      [sequenceId, email],
    )) as { orderId: number | null; status: string; exitReason: string | null }[];
  // the reminder as it reached the buyer's inbox
  const reminderTo = (email: string) =>
    waitFor(
      () =>
        bed.smtp.mails.find(
          (m) =>
            m.subject === 'You left something in your basket' &&
            m.to.some((to) => to.toLowerCase() === email.toLowerCase()),
        ) ?? false,
    );
  const reminded = async () => (await queued(t, 'sequence-email')).map((m) => m.recipient);

  it('mails the checkout the expiry closed unpaid; not one paid, nor one paid again by a fresh checkout', async () => {
    const workbook = await createProduct(admin, { title: 'Focus Workbook', price: '20' });
    const seq = await reminder();
    const [leaver, payer, returner] = [account(), account(), account()];
    const [leaving, paying, returning] = [
      await signedIn(t, 'customer', leaver),
      await signedIn(t, 'customer', payer),
      await signedIn(t, 'customer', returner),
    ];
    await openCheckout(leaving, [workbook.id], 20);
    await openCheckout(returning, [workbook.id], 20);
    await pay(paying, await openCheckout(paying, [workbook.id], 20));
    // paid: its place ends with the payment
    expect(await placesOf(seq.id, payer.email)).toEqual([
      expect.objectContaining({ status: 'exited', exitReason: 'The checkout was paid' }),
    ]);

    // 30 minutes on, the shop closes the unpaid checkouts; the returner opens the basket again and pays
    expect(await expireCheckouts()).toBe(2);
    const [[leftOrder, leftStatus]] = await ordersOf(leaver.email);
    expect(leftStatus).toBe('cancelled');
    await pay(returning, await openCheckout(returning, [workbook.id], 20));
    expect((await ordersOf(returner.email)).map(([, status]) => status)).toEqual(['cancelled', 'completed']);

    // not before the hour is over; then the reminder for the one checkout never paid
    expect(await t.app.get(SequenceRunner).run()).toMatchObject({ steps: 0 });
    await moveClock(admin, 1);
    expect(await reminded()).toEqual([leaver.email.toLowerCase()]);
    expect(await queued(t, 'sequence-email')).toEqual([
      { subject: `sequence-step:${seq.steps[0].id}:order:${leftOrder}`, recipient: leaver.email.toLowerCase() },
    ]);
    expect(await placesOf(seq.id, leaver.email)).toEqual([
      { orderId: leftOrder, status: 'completed', exitReason: null },
    ]);
    expect(await placesOf(seq.id, returner.email)).toEqual([
      expect.objectContaining({ status: 'exited', exitReason: 'The checkout was paid' }),
    ]);
  });

  it('a checkout still open after the hour (its payment under way) is looked at again, and reminded once closed', async () => {
    const workbook = await createProduct(admin, { title: 'Slow Workbook', price: '20' });
    const seq = await reminder();
    const who = account();
    await openCheckout(await signedIn(t, 'customer', who), [workbook.id], 20);
    await moveClock(admin, 1);
    expect(await reminded()).toEqual([]);
    const [{ dueAt }] = (await t.dataSource.query(
      'SELECT due_at AS "dueAt" FROM sequence_enrolments WHERE sequence_id = $1',
      [seq.id],
    )) as { dueAt: Date }[];
    const now = await t.app.get(AutomationClock).now();
    expect(dueAt.getTime() - now.getTime()).toBeGreaterThan(4 * 60_000);
    expect(dueAt.getTime() - now.getTime()).toBeLessThanOrEqual(5 * 60_000);

    await expireCheckouts();
    await moveClock(admin, 1);
    expect(await reminded()).toEqual([who.email.toLowerCase()]);
  });

  it('a customer who paid, and was reminded once, is reminded of a later abandoned checkout; an upsell is none', async () => {
    const { main, upsellProduct } = await offeredShop(admin, 'Again');
    const later = await createProduct(admin, { title: 'Later Notes', price: '15' });
    const last = await createProduct(admin, { title: 'Last Notes', price: '12' });
    const seq = await reminder();
    const who = account();
    const buyer = await signedIn(t, 'customer', who);
    await pay(buyer, await openCheckout(buyer, [main.id], 49));
    const [[firstOrder]] = await ordersOf(who.email);
    await buyer.post(`/api/upsell-offers/${firstOrder}/accept`).expect(200);
    const upsellOrder = (await ordersOf(who.email)).find(([id]) => id !== firstOrder)![0];
    expect(upsellProduct.id).toEqual(expect.any(Number));

    // a later basket left: closed by the expiry, reminded an hour after it opened
    await openCheckout(buyer, [later.id], 15);
    await expireCheckouts();
    await moveClock(admin, 1);
    expect(await reminded()).toEqual([who.email.toLowerCase()]);
    // and one more after that reminder: reminded again, about that checkout
    await openCheckout(buyer, [last.id], 12);
    await expireCheckouts();
    await moveClock(admin, 1);
    expect(await reminded()).toEqual([who.email.toLowerCase(), who.email.toLowerCase()]);

    const orders = await ordersOf(who.email);
    expect(orders.map(([, status]) => status)).toEqual(['completed', 'completed', 'cancelled', 'cancelled']);
    expect(await placesOf(seq.id, who.email)).toEqual([
      { orderId: firstOrder, status: 'exited', exitReason: 'The checkout was paid' },
      { orderId: orders[2][0], status: 'completed', exitReason: null },
      { orderId: orders[3][0], status: 'completed', exitReason: null },
    ]);
    expect(orders[1][0]).toBe(upsellOrder);
  });

  // a buyer reminded of one abandoned checkout (its mail as it arrived), with a second product to leave
  async function remindedOnce(tag: string) {
    const [first, second] = [
      await createProduct(admin, { title: `${tag} Notes`, price: '15' }),
      await createProduct(admin, { title: `${tag} Basket`, price: '12' }),
    ];
    const seq = await reminder();
    const who = account();
    const buyer = await signedIn(t, 'customer', who);
    await openCheckout(buyer, [first.id], 15);
    await expireCheckouts();
    await moveClock(admin, 1);
    return { seq, who, buyer, second, mail: await reminderTo(who.email) };
  }

  it('a buyer who stops the reminders by the link in one is not reminded of a later abandoned checkout', async () => {
    const { seq, who, buyer, second, mail } = await remindedOnce('Left');
    // the series is over for them (its one mail sent): leaving it still counts
    await request(t.server).post(LEAVE_LINK.exec(mail.html())![1]).expect(200);

    await openCheckout(buyer, [second.id], 12);
    await expireCheckouts();
    await moveClock(admin, 1);
    expect(await reminded()).toEqual([who.email.toLowerCase()]);
    expect(await placesOf(seq.id, who.email)).toEqual([
      expect.objectContaining({ status: 'left', exitReason: 'Left the series by the link in its e-mail' }),
    ]);
  });

  it('the link of an earlier reminder also ends the place of a later checkout still waiting', async () => {
    const { seq, who, buyer, second, mail } = await remindedOnce('Early');
    // a later basket left: its place waits for its hour as the reader stops the series by the first mail
    await openCheckout(buyer, [second.id], 12);
    await expireCheckouts();
    expect((await placesOf(seq.id, who.email)).map((p) => p.status)).toEqual(['completed', 'active']);
    await request(t.server).post(LEAVE_LINK.exec(mail.html())![1]).expect(200);
    await moveClock(admin, 1);
    expect(await reminded()).toEqual([who.email.toLowerCase()]);
    expect((await placesOf(seq.id, who.email)).map((p) => p.status)).toEqual(['left', 'left']);
  });

  it('a payment committing as the reminder is taken: the step waits for it under its lock, and sends nothing', async () => {
    const workbook = await createProduct(admin, { title: 'Race Workbook', price: '20' });
    const seq = await reminder();
    const who = account();
    await openCheckout(await signedIn(t, 'customer', who), [workbook.id], 20);
    await expireCheckouts();
    const [[orderId]] = await ordersOf(who.email);

    // the payment (a late webhook of the cancelled checkout) holds the order, as completing it does,
    // and marks it paid in its transaction (the settlement's own steps are the shop's tests')
    const payment = t.dataSource.createQueryRunner();
    await payment.startTransaction();
    try {
      await t.app.get(OrdersRepository).lockById(payment.manager, orderId);
      await t.app.get(AutomationClock).advance(1);
      const run = t.app.get(SequenceRunner).run();
      let ran = false;
      void run.then(() => (ran = true));
      // the step (this run's, or the app's own minute's) waits on the order, or has already gone on
      await waitFor(async () => ran || (await waitingOnALock()));
      await payment.query(`UPDATE orders SET status = 'completed' WHERE id = $1`, [orderId]);
      await payment.commitTransaction();
      await run;
    } finally {
      if (payment.isTransactionActive) await payment.rollbackTransaction();
      await payment.release();
    }
    await waitFor(async () => (await placesOf(seq.id, who.email))[0].status !== 'active');
    expect(await placesOf(seq.id, who.email)).toEqual([
      { orderId, status: 'exited', exitReason: 'The checkout was paid' },
    ]);
    expect(await reminded()).toEqual([]);
  });

  // a step waits for a lock (the payment's on the order)
  const waitingOnALock = async () =>
    (
      (await t.dataSource.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )) as { n: number }[]
    )[0].n > 0;
});
