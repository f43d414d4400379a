import { type TestClient } from '../support/client';
import { auditEntriesAfter, lastAuditId } from '../support/factories';
import {
  buyerWithEmail,
  createProduct,
  paidOrder,
  startStripeShop,
  type StripeShop,
} from '../commerce/commerce-helpers';

// A refund is an admin's action (recorded, with the order's new status); the buyer's checkout and
// Stripe's webhooks are not.
describe('audit log: a refund', () => {
  let shop: StripeShop;
  let buyer: TestClient;
  beforeAll(async () => {
    shop = await startStripeShop();
    ({ buyer } = await buyerWithEmail(shop.t));
  });
  afterAll(() => shop.close());

  it('records the refund and the order refunded under the owner’s one entry, and nothing of the sale', async () => {
    const product = await createProduct(shop.admin, { title: 'Audited Guide', price: '30' });
    const since = await lastAuditId(shop.t);
    const { orderId } = await paidOrder(shop, buyer, [product.id], 30);
    expect(await auditEntriesAfter(shop.t, since)).toEqual([]);

    await shop.admin.post(`/api/admin/orders/${orderId}/refunds`, {}).expect(200);
    const [entry, ...more] = await auditEntriesAfter(shop.t, since);
    expect(more).toEqual([]);
    expect(entry.action).toBe('POST /api/admin/orders/{id}/refunds');
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ table_name: 'refunds', operation: 'INSERT', before: null }),
        expect.objectContaining({
          table_name: 'orders',
          row_id: String(orderId),
          operation: 'UPDATE',
          before: expect.objectContaining({ status: 'completed' }),
          after: expect.objectContaining({ status: 'refunded' }),
        }),
      ]),
    );
  });
});
