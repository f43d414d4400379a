import { newClient, signedIn, type TestClient } from '../support/client';
import { resetShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';
import { createProduct } from './commerce-helpers';

// Buyers' reviews behind the card's rating: only a verified buyer reviews, once; the owner hides a
// review; the card shows the visible reviews' average and count, and no rating before the first.
describe('product reviews', () => {
  let t: TestApp;
  let admin: TestClient;
  let product: { id: number; slug?: string };

  beforeAll(async () => {
    t = await createTestApp();
    await resetShop(t);
    admin = await signedIn(t, 'admin');
    product = await createProduct(admin, { title: 'Reviewed Guide', price: '20', rating: 5 });
  });
  afterAll(() => t.close());

  async function buyer(): Promise<TestClient> {
    const client = await signedIn(t);
    const { clientSecret } = (
      await client.post('/api/create-payment-intent', { amount: 20, productIds: [product.id] }).expect(200)
    ).body;
    await client.post('/api/payments/offline/confirm', { clientSecret, cardNumber: '4242424242424242' }).expect(200);
    return client;
  }
  const card = async (client: TestClient) =>
    (
      (await client.get('/api/products').expect(200)).body as {
        id: number;
        rating: number | null;
        reviewCount: number;
      }[]
    ).find((p) => p.id === product.id)!;
  const review = (client: TestClient, body: object) => client.post(`/api/products/${product.id}/reviews`, body);

  it('shows no rating before the first review, whatever the owner typed', async () => {
    const visitor = await newClient(t);
    expect(await card(visitor)).toMatchObject({ rating: null, reviewCount: 0 });
    expect((await visitor.get(`/api/products/${product.id}/reviews`).expect(200)).body).toEqual({
      reviews: [],
      canReview: false,
    });
  });

  it('lets a buyer review once, and nobody else', async () => {
    const ada = await buyer();
    expect((await ada.get(`/api/products/${product.id}/reviews`).expect(200)).body.canReview).toBe(true);
    expect((await review(ada, { rating: 6, body: 'Great' }).expect(400)).body.message).toBe(
      'The rating must be from 1 to 5 stars',
    );
    expect((await review(ada, { rating: 5, body: '   ' }).expect(400)).body.message).toBe(
      'Please write a few words about it',
    );
    const created = await review(ada, { rating: 5, body: ' Clear and practical. ' }).expect(201);
    expect(created.body).toMatchObject({ rating: 5, body: 'Clear and practical.', author: 'Ada L.', hidden: false });
    expect((await review(ada, { rating: 4, body: 'Again' }).expect(409)).body.message).toBe(
      'You have already reviewed this product.',
    );
    expect((await ada.get(`/api/products/${product.id}/reviews`).expect(200)).body.canReview).toBe(false);

    const stranger = await signedIn(t);
    expect((await review(stranger, { rating: 1, body: 'Never bought it' }).expect(403)).body.message).toBe(
      'Only buyers of this product can review it.',
    );
    await review(await newClient(t), { rating: 1, body: 'Anonymous' }).expect(401);
    await (await newClient(t)).post('/api/products/999999/reviews', {}).expect(401);
    expect((await review(await buyer(), { rating: 4, body: 'Good.' }).expect(201)).body.rating).toBe(4);
    expect(await card(await newClient(t))).toMatchObject({ rating: 4.5, reviewCount: 2 });
  });

  it('lets the owner hide a review: off the page and out of the rating, shown again on request', async () => {
    const lowest = await review(await buyer(), { rating: 1, body: 'Spam spam spam' }).expect(201);
    expect(await card(await newClient(t))).toMatchObject({ rating: 3.3, reviewCount: 3 });
    await (await signedIn(t)).post(`/api/admin/reviews/${lowest.body.id}/hide`).expect(403);
    expect((await admin.post(`/api/admin/reviews/${lowest.body.id}/hide`).expect(200)).body.hidden).toBe(true);
    const visitor = await newClient(t);
    expect(await card(visitor)).toMatchObject({ rating: 4.5, reviewCount: 2 });
    const shown = (await visitor.get(`/api/products/${product.id}/reviews`).expect(200)).body.reviews;
    expect(shown.map((r: { body: string }) => r.body)).not.toContain('Spam spam spam');
    const forOwner = (await admin.get(`/api/products/${product.id}/reviews`).expect(200)).body.reviews;
    expect(forOwner.find((r: { id: number }) => r.id === lowest.body.id)).toMatchObject({ hidden: true });
    await admin.post(`/api/admin/reviews/${lowest.body.id}/show`).expect(200);
    expect(await card(visitor)).toMatchObject({ rating: 3.3, reviewCount: 3 });
    expect((await admin.post('/api/admin/reviews/999999/hide').expect(404)).body.message).toBe(
      'This review no longer exists.',
    );
  });

  it('does not let a refunded buyer review', async () => {
    const refunded = await buyer();
    const [{ id }] = await t.dataSource.query(`SELECT id FROM orders ORDER BY id DESC LIMIT 1`);
    await admin.post(`/api/admin/orders/${id}/refunds`, {}).expect(200);
    expect((await refunded.get(`/api/products/${product.id}/reviews`).expect(200)).body.canReview).toBe(false);
    await review(refunded, { rating: 2, body: 'Refunded' }).expect(403);
  });
});
