import type { TestClient } from '../support/client';
import { createProduct, listOrders } from '../commerce/commerce-helpers';
import { newMember } from '../memberships/membership-helpers';
import { deliver, FAKE_CARDS, type StripeMembershipsSuite } from '../memberships/stripe-helpers';

export interface OfferBody {
  id: number;
  kind: string;
  offeredProductId: number;
  price: string;
  priceCents: number;
  headline: string;
  text: string;
  active: boolean;
}

export interface OrderBody {
  id: number;
  status: string;
  totalAmount: string;
  refundedAmount: string | null;
  items: { productId: number; title: string; price: string; refunded: boolean }[];
}

// A course-less shop of three digital products: the main one, its bump and its upsell, with the
// owner's offers set through the Product Manager's routes.
export async function offeredShop(admin: TestClient, tag: string) {
  const main = await createProduct(admin, { title: `${tag} Leadership Guide`, price: '49' });
  const bumpProduct = await createProduct(admin, { title: `${tag} Companion Workbook`, price: '29' });
  const upsellProduct = await createProduct(admin, { title: `${tag} Masterclass Recording`, price: '99' });
  const bump = (
    await admin
      .send('put', `/api/admin/products/${main.id}/offers/bump`, {
        offeredProductId: bumpProduct.id,
        price: '19',
        headline: 'Add the workbook',
        text: 'Exercises for each chapter.',
      })
      .expect(200)
  ).body as OfferBody;
  const upsell = (
    await admin
      .send('put', `/api/admin/products/${main.id}/offers/upsell`, {
        offeredProductId: upsellProduct.id,
        price: '59',
        headline: 'Watch the masterclass',
      })
      .expect(200)
  ).body as OfferBody;
  return { main, bumpProduct, upsellProduct, bump, upsell };
}

export const myOrder = async (client: TestClient, orderId: number) =>
  (await client.get(`/api/orders/${orderId}`).expect(200)).body as OrderBody;

export const upsellOffers = async (client: TestClient) =>
  (await client.get('/api/upsell-offers').expect(200)).body.offers as {
    orderId: number;
    price: string;
    title: string;
  }[];

// Checked out and paid with Stripe Elements (the fake), Stripe's events delivered twice: the order's
// id and its payment intent.
export async function boughtWithStripe(
  suite: StripeMembershipsSuite,
  client: TestClient,
  order: { productIds: number[]; amount: number; bumps?: number[] },
  card: string,
) {
  const res = await client.post('/api/create-payment-intent', order).expect(200);
  const clientSecret = res.body.clientSecret as string;
  await deliver(suite.t, suite.fake.confirmIntent(clientSecret, card), 2);
  const [paid] = await listOrders(client);
  expect(paid.status).toBe('completed');
  return { orderId: paid.id, intent: suite.fake.intents.get(clientSecret.split('_secret_')[0])! };
}

// a new buyer's order paid with Stripe, its product offering an upsell ($59 for the $99 product)
export async function paidWithUpsell(suite: StripeMembershipsSuite, tag: string) {
  const { main, upsellProduct } = await offeredShop(suite.admin, tag);
  const buyer = await newMember(suite.t);
  const paid = { productIds: [main.id], amount: 49 };
  const { orderId } = await boughtWithStripe(suite, buyer.client, paid, FAKE_CARDS.pays);
  return { buyer, orderId, upsellProduct };
}

// the off-session payment intents Stripe made for the order's upsell
export const upsellIntentsOf = (suite: StripeMembershipsSuite, orderId: number) =>
  [...suite.fake.intents.values()].filter((i) => i.metadata.upsellOf === String(orderId));

// the idempotency key of each request for an upsell of the order (Stripe's SDK asks again with it)
export const upsellKeysAsked = (suite: StripeMembershipsSuite, orderId: number) =>
  suite.fake.requests.filter((r) => r.form.get('metadata[upsellOf]') === String(orderId)).map((r) => r.idempotencyKey);
