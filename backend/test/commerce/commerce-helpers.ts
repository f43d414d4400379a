import Stripe from 'stripe';
import request from 'supertest';
import { account, signedIn, type TestClient } from '../support/client';
import { orderIdOf, resetShop } from '../support/factories';
import { SmtpCapture } from '../support/smtp-capture';
import { StripeFake } from '../support/stripe-fake';
import { createTestApp, TestApp } from '../support/test-app';

export const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_fake');

type CreatedProduct = {
  id: number;
  title: string;
  price: string;
  inventory: number;
  digitalFileUrl: string | null;
  slug: string;
};

// A product in the shop: one created as a draft (a course) is published at once, as the owner
// does once it is ready (draftProduct keeps it a draft).
export async function createProduct(admin: TestClient, overrides: Record<string, unknown> = {}) {
  const created = await draftProduct(admin, overrides);
  if (!created.draft) return created;
  return (await admin.post(`/api/products/${created.id}/unarchive`).expect(200)).body as CreatedProduct;
}

// The product as the Product Manager creates it (a course: a draft, out of the shop).
export async function draftProduct(admin: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await admin
    .post('/api/products', {
      title: 'Workbook',
      description: 'A workbook for calm leaders.',
      price: '49.99',
      category: 'Leadership',
      type: 'digital',
      ...overrides,
    })
    .expect(201);
  return res.body as CreatedProduct & { draft: boolean };
}

export interface StripeShop {
  t: TestApp;
  admin: TestClient;
  fake: StripeFake;
  smtp: SmtpCapture;
  close(): Promise<void>;
}

// The app with Stripe keys, its SDK pointed at the loopback fake, mails to a loopback SMTP server,
// an empty shop and a signed-in admin; `env` adds settings.
export async function startStripeShop(env: Record<string, string> = {}): Promise<StripeShop> {
  const fake = new StripeFake();
  const smtp = new SmtpCapture();
  const [stripeUrl, smtpUrl] = await Promise.all([fake.start(), smtp.start()]);
  const t = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeUrl,
      SMTP_URL: smtpUrl,
      ...env,
    },
  });
  await resetShop(t);
  const admin = await signedIn(t, 'admin');
  const close = async () => {
    await Promise.all([t.close(), fake.close(), smtp.close()]);
  };
  return { t, admin, fake, smtp, close };
}

// A customer signed in through the API, and the address their mails go to.
export async function buyerWithEmail(t: TestApp): Promise<{ buyer: TestClient; buyerEmail: string }> {
  const who = account();
  return { buyer: await signedIn(t, 'customer', who), buyerEmail: who.email };
}

// A webhook delivery signed with the SDK's test helper, as Stripe signs it.
export function webhook(t: TestApp, event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return request(t.server)
    .post('/api/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', header)
    .send(payload);
}

// payment_intent.succeeded for an intent of the fake, with its amount and currency unless told otherwise
export function succeeded(
  fake: StripeFake,
  intentId: string,
  eventId: string,
  overrides: { amount?: number; currency?: string } = {},
) {
  const intent = fake.intents.get(intentId)!;
  return {
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        status: 'succeeded',
        amount: intent.amount,
        currency: intent.currency,
        ...overrides,
      },
    },
  };
}

export function paymentFailed(intentId: string, eventId: string) {
  return {
    id: eventId,
    object: 'event',
    type: 'payment_intent.payment_failed',
    data: { object: { id: intentId, object: 'payment_intent' } },
  };
}

// what a checkout may add to its products: where to ship, a coupon
export interface CheckoutExtras {
  shippingAddress?: object;
  couponCode?: string;
}

export async function checkout(client: TestClient, productIds: number[], amount: number, extras: CheckoutExtras = {}) {
  const res = await client.post('/api/create-payment-intent', { amount, productIds, ...extras }).expect(200);
  const clientSecret = res.body.clientSecret as string;
  return { clientSecret, intentId: clientSecret.split('_secret_')[0] };
}

export type ListedOrder = { id: number; status: string; totalAmount: string; paymentMethod: string | null };

export const listOrders = async (client: TestClient) =>
  (await client.get('/api/orders').expect(200)).body as ListedOrder[];

export async function inventoryOf(t: TestApp, productId: number): Promise<number> {
  const [{ inventory }] = await t.dataSource.query('SELECT inventory FROM products WHERE id = $1', [productId]);
  return inventory;
}

export async function orderStatus(t: TestApp, intentId: string): Promise<string> {
  const [{ status }] = await t.dataSource.query('SELECT status FROM orders WHERE payment_intent_id = $1', [intentId]);
  return status;
}

// An order of `buyer` paid at the fake (its intent succeeded, the webhook delivered): its ids.
export async function paidOrder(
  shop: StripeShop,
  buyer: TestClient,
  productIds: number[],
  amount: number,
  extras?: CheckoutExtras,
) {
  const { intentId } = await checkout(buyer, productIds, amount, extras);
  shop.fake.intents.get(intentId)!.status = 'succeeded';
  await webhook(shop.t, succeeded(shop.fake, intentId, `evt_paid_${intentId}`)).expect(200);
  return { orderId: await orderIdOf(shop.t, intentId), intentId };
}

// Two paid orders of one buyer for a product sold once (a course, a download), as only a race makes
// them: the first checkout paid at Stripe just as the buyer opened another basket with the product
// (which closed the first). Their ids, first and second.
export async function paidTwice(shop: StripeShop, buyer: TestClient, product: { id: number }, amount: number) {
  const notes = await createProduct(shop.admin, { title: 'Companion Notes', type: 'digital', price: '5' });
  const checkouts = [
    await checkout(buyer, [product.id], amount),
    await checkout(buyer, [product.id, notes.id], amount + 5),
  ];
  const orderIds: number[] = [];
  for (const { intentId } of checkouts) {
    shop.fake.intents.get(intentId)!.status = 'succeeded';
    await webhook(shop.t, succeeded(shop.fake, intentId, `evt_twice_${intentId}`)).expect(200);
    orderIds.push(await orderIdOf(shop.t, intentId));
  }
  return orderIds;
}

// charge.refunded, as Stripe sends it after any refund of the payment (ours or the dashboard's)
export function chargeRefunded(intentId: string, eventId: string) {
  return {
    id: eventId,
    object: 'event',
    type: 'charge.refunded',
    data: { object: { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId, refunded: true } },
  };
}
