import { KnowledgeIndex } from '../../src/modules/chat/knowledge/knowledge-index';
import { signedIn, type TestClient } from '../support/client';
import { resetShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { createProduct } from '../commerce/commerce-helpers';
import { GIFT_CARD } from './gift-card.type';
import { GiftCardModule } from './gift-card.module';
import { GiftCards1799000000000 } from './gift-cards.migration';

// The recipe of "Adding a module" proven: a product type no file of the app names, registered from
// this folder alone, sold end to end through the app's own routes: its card in the shop, its
// checkout, its fulfilment once paid, its refund, its entry in the buyer's account, and what the
// assistant says of it.
describe('a product type from its own folder: the gift card', () => {
  let t: TestApp;
  let admin: TestClient;
  const migration = new GiftCards1799000000000();

  beforeAll(async () => {
    t = await createTestApp({ imports: [GiftCardModule] });
    await migration.up(t.dataSource.createQueryRunner());
    await resetShop(t);
    admin = await signedIn(t, 'admin');
  });

  afterAll(async () => {
    await migration.down(t.dataSource.createQueryRunner());
    await t.close();
  });

  // a buyer's paid order (the offline test card): its id
  async function paidOrder(buyer: TestClient, productIds: number[], amount: number): Promise<number> {
    const { clientSecret } = (await buyer.post('/api/create-payment-intent', { amount, productIds }).expect(200)).body;
    await buyer.post('/api/payments/offline/confirm', { clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const [order] = (await buyer.get('/api/orders').expect(200)).body as { id: number; status: string }[];
    expect(order.status).toBe('completed');
    return order.id;
  }

  it('is sold, fulfilled, refunded and listed in the account through the app’s own routes', async () => {
    const card = await createProduct(admin, { title: 'Coaching Gift Card', type: GIFT_CARD, price: '25' });
    // its card in the shop, as any product's
    const shop = (await admin.get('/api/products').expect(200)).body as { id: number; type: string; price: string }[];
    expect(shop.find((p) => p.id === card.id)).toMatchObject({ type: GIFT_CARD, price: '$25' });
    const page = (await admin.get(`/api/products?type=${GIFT_CARD}&limit=12`).expect(200)).body as { id: number }[];
    expect(page.map((p) => p.id)).toEqual([card.id]);

    // two of them bought: a card each, once paid
    const buyer = await signedIn(t);
    const orderId = await paidOrder(buyer, [card.id, card.id], 50);
    expect((await buyer.get('/api/account/gift-cards').expect(200)).body).toEqual([
      { code: expect.stringMatching(/^[0-9A-F]{16}$/), value: '$25', voided: false },
      { code: expect.stringMatching(/^[0-9A-F]{16}$/), value: '$25', voided: false },
    ]);

    // one refunded: its card is voided, the other kept
    const detail = (await admin.get(`/api/admin/orders/${orderId}`).expect(200)).body as { items: { id: number }[] };
    const refunded = await admin.post(`/api/admin/orders/${orderId}/refunds`, { itemIds: [detail.items[1].id] });
    expect([refunded.status, refunded.body.amount]).toEqual([200, '$25']);
    const cards = (await buyer.get('/api/account/gift-cards').expect(200)).body as { voided: boolean }[];
    expect(cards.map((c) => c.voided)).toEqual([false, true]);
    expect((await buyer.get(`/api/orders/${orderId}`).expect(200)).body).toMatchObject({
      status: 'completed',
      refundedAmount: '$25',
    });

    // bought again as often as wanted: not a single-purchase type
    expect((await buyer.get('/api/account/owned-products').expect(200)).body).toEqual({ productIds: [] });
    await paidOrder(buyer, [card.id], 25);
    expect((await buyer.get('/api/account/gift-cards').expect(200)).body).toHaveLength(3);
  });

  it('is what the assistant tells a visitor who asks about a gift, from its own facts', async () => {
    await createProduct(admin, { title: 'Mentoring Gift Card', type: GIFT_CARD, price: '40' });
    await t.app.get(KnowledgeIndex).caughtUp();
    const visitor = await signedIn(t);
    const res = await visitor
      .post('/api/chat', { message: 'Can I give the Mentoring Gift Card to a friend as a present?' })
      .expect(200);
    expect(res.body.message).toContain('Mentoring Gift Card is a gift card for $40.');
    expect(res.body.message).toContain("Its code waits in the buyer's account, to pass on to a friend.");
  });

  it('is a type requests accept while its module runs, and the database knows', async () => {
    const refused = await admin.post('/api/products', {
      title: 'Voucher',
      description: 'A type nobody registered',
      category: 'Gifts',
      type: 'voucher',
      price: '10',
    });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'Type must be one of digital, physical, course, consultation, membership, gift-card',
    ]);
    const [known] = await t.dataSource.query(`SELECT count(*)::int AS n FROM product_types WHERE "key" = $1`, [
      GIFT_CARD,
    ]);
    expect(known.n).toBe(1);
  });
});
