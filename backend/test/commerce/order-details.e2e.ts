import { signedIn } from '../support/client';
import { waitFor } from '../support/smtp-capture';
import { checkout, createProduct, startStripeShop, StripeShop, succeeded, webhook } from './commerce-helpers';

// Issue 28: Account → Orders "View Details" reads one order; "send the receipt again" mails it
// once more through the outbox.
describe("a customer's order in detail, and its receipt sent again", () => {
  let shop: StripeShop;
  beforeAll(async () => {
    shop = await startStripeShop();
  });
  afterAll(() => shop.close());

  it('shows the buyer their order with its items, and nobody else', async () => {
    const workbook = await createProduct(shop.admin, { title: 'Focus Workbook', price: '19.50' });
    const book = await createProduct(shop.admin, { title: 'Hardcover', type: 'physical', price: '30', inventory: 4 });
    const buyer = await signedIn(shop.t);
    const { intentId } = await checkout(buyer, [workbook.id, book.id], 49.5);
    await webhook(shop.t, succeeded(shop.fake, intentId, 'evt_details')).expect(200);
    const [listed] = (await buyer.get('/api/orders').expect(200)).body as { id: number }[];

    const order = (await buyer.get(`/api/orders/${listed.id}`).expect(200)).body;
    expect(order).toMatchObject({
      id: listed.id,
      status: 'completed',
      totalAmount: '$49.50',
      items: [
        { productId: workbook.id, title: 'Focus Workbook', type: 'digital', price: '$19.50', quantity: 1 },
        { productId: book.id, title: 'Hardcover', type: 'physical', price: '$30', quantity: 1 },
      ],
    });

    const other = await signedIn(shop.t);
    const theirs = await other.get(`/api/orders/${listed.id}`).expect(404);
    expect(theirs.body.message).toBe('Order not found.');
    await buyer.get('/api/orders/999999').expect(404);
    await buyer.get('/api/orders/abc').expect(400);
  });

  it('sends the receipt of a paid order again, and refuses one not paid', async () => {
    const guide = await createProduct(shop.admin, { title: 'Pricing Guide', price: '12' });
    const buyer = await signedIn(shop.t);
    const { intentId } = await checkout(buyer, [guide.id], 12);
    const [pending] = (await buyer.get('/api/orders').expect(200)).body as { id: number }[];
    const refused = await buyer.post(`/api/orders/${pending.id}/receipt`).expect(409);
    expect(refused.body.message).toBe('The receipt is sent once the order is paid.');

    await webhook(shop.t, succeeded(shop.fake, intentId, 'evt_receipt')).expect(200);
    const subject = `Your order #${pending.id} is confirmed`;
    const receipts = () => shop.smtp.mails.filter((m) => m.subject === subject);
    await waitFor(() => receipts().length === 1, undefined, 'the receipt');

    const again = await buyer.post(`/api/orders/${pending.id}/receipt`).expect(200);
    expect(again.body.message).toMatch(/^We have sent the receipt to .+ again\.$/);
    await waitFor(() => receipts().length === 2, undefined, 'the receipt again');
    expect(receipts()[1].text()).toContain('Pricing Guide — $12');

    // another customer cannot have it sent
    await (await signedIn(shop.t)).post(`/api/orders/${pending.id}/receipt`).expect(404);
  });
});
