// Writes rows in SQL of its own: the product type registered here is the test's, and records each
// step it is given in a table of the test's own (fulfilment_log), in the order's transaction, so
// the rows say which steps ran and which were rolled back with the order. No app code owns it.
import { ProductTypeRegistry, type FulfilmentStep, type ProductFulfilment } from '../../src/modules/commerce';
import { signedIn } from '../support/client';
import {
  checkout,
  createProduct,
  inventoryOf,
  listOrders,
  paymentFailed,
  startStripeShop,
  StripeShop,
  succeeded,
  webhook,
} from './commerce-helpers';

// A product type registers what it holds, releases, fulfils and undoes (issue 28), as the courses
// and bookings do from their own modules: here digital products (a type no module registers),
// writing what each step saw into a table inside the order's transaction (so what is rolled back
// with the order is gone too).
describe('fulfilment by product type (the registry commerce calls)', () => {
  let shop: StripeShop;
  let seats: number;
  // the type's own words for a shortage, when it has them
  let shortMessage: string | undefined;
  let unregister: () => void;

  const log = async () =>
    (
      (await shop.t.dataSource.query('SELECT step, order_id, titles FROM fulfilment_log ORDER BY id')) as {
        step: string;
        order_id: number;
        titles: string;
      }[]
    ).map((row) => `${row.step} ${row.titles}`);

  beforeAll(async () => {
    shop = await startStripeShop();
    await shop.t.dataSource.query(
      'CREATE TABLE fulfilment_log (id serial PRIMARY KEY, step text NOT NULL, order_id int NOT NULL, titles text NOT NULL)',
    );
    const write =
      (step: string) =>
      async ({ tx, orderId, lines }: FulfilmentStep) => {
        await tx.query('INSERT INTO fulfilment_log (step, order_id, titles) VALUES ($1, $2, $3)', [
          step,
          orderId,
          lines.map((line) => `${line.title}×${line.quantity}`).join(','),
        ]);
      };
    const downloads: ProductFulfilment = {
      type: 'digital',
      hold: async (step) => {
        await write('hold')(step);
        return seats > 0 ? null : { title: step.lines[0].title, left: 0, message: shortMessage };
      },
      release: write('release'),
      fulfil: write('fulfil'),
      undo: write('undo'),
    };
    // in place of commerce's own digital downloads
    unregister = shop.t.app.get(ProductTypeRegistry).replace(downloads);
  });

  afterAll(async () => {
    unregister();
    await shop.t.dataSource.query('DROP TABLE fulfilment_log');
    await shop.close();
  });

  beforeEach(async () => {
    seats = 1;
    shortMessage = undefined;
    await shop.t.dataSource.query('TRUNCATE fulfilment_log');
  });

  it("holds each type's items in the checkout's transaction and fulfils them once the order is paid, once", async () => {
    const session = await createProduct(shop.admin, { title: 'Strategy Session', type: 'digital', price: '150' });
    const book = await createProduct(shop.admin, { title: 'Paperback', type: 'physical', price: '20', inventory: 3 });
    const buyer = await signedIn(shop.t);
    const { intentId } = await checkout(buyer, [session.id, book.id], 170);
    // only the type's own items reach it; the physical stock is taken beside it
    expect(await log()).toEqual(['hold Strategy Session×1']);
    expect(await inventoryOf(shop.t, book.id)).toBe(2);

    for (let i = 0; i < 3; i++) await webhook(shop.t, succeeded(shop.fake, intentId, 'evt_fulfil')).expect(200);
    expect(await log()).toEqual(['hold Strategy Session×1', 'fulfil Strategy Session×1']);
    expect((await listOrders(buyer)).map((o) => o.status)).toEqual(['completed']);
    expect(await inventoryOf(shop.t, book.id)).toBe(2);
  });

  it('refuses the checkout when a type is short, and keeps nothing of it: no order, no stock taken, no hold', async () => {
    seats = 0;
    const session = await createProduct(shop.admin, { title: 'Booked Out', type: 'digital', price: '90' });
    const book = await createProduct(shop.admin, { title: 'Atlas', type: 'physical', price: '30', inventory: 1 });
    const buyer = await signedIn(shop.t);
    const res = await buyer.post('/api/create-payment-intent', { amount: 120, productIds: [book.id, session.id] });
    expect([res.status, res.body.message]).toEqual([409, 'Sorry, "Booked Out" is sold out.']);
    expect(await log()).toEqual([]);
    expect(await inventoryOf(shop.t, book.id)).toBe(1);
    expect(await listOrders(buyer)).toEqual([]);

    // a type that says it in its own words is the checkout's answer
    shortMessage = 'Please choose a time for "Booked Out" first.';
    const worded = await buyer.post('/api/create-payment-intent', { amount: 90, productIds: [session.id] });
    expect([worded.status, worded.body.message]).toEqual([409, shortMessage]);
  });

  it('releases what was held when the payment fails', async () => {
    const session = await createProduct(shop.admin, { title: 'Review Call', type: 'digital', price: '60' });
    const buyer = await signedIn(shop.t);
    const { intentId } = await checkout(buyer, [session.id, session.id], 120);
    await webhook(shop.t, paymentFailed(intentId, 'evt_release')).expect(200);
    expect(await log()).toEqual(['hold Review Call×1,Review Call×1', 'release Review Call×1,Review Call×1']);
  });

  it('refuses a second registration of a type', () => {
    expect(() => shop.t.app.get(ProductTypeRegistry).register({ type: 'physical' })).toThrow(
      'Product type "physical" is registered twice',
    );
  });
});
