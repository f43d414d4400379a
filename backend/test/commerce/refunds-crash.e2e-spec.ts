import type { ChildProcess } from 'node:child_process';
import type { TestClient } from '../support/client';
import { killReplica, startReplica } from '../support/replica-process';
import { waitFor } from '../support/smtp-capture';
import {
  buyerWithEmail,
  createProduct,
  paidOrder,
  startStripeShop,
  type StripeShop,
  WEBHOOK_SECRET,
} from './commerce-helpers';

// The scenario: the backend is killed (SIGKILL, a child process) after Stripe has made the
// refund and before the order is updated. After a restart the refund is asked again with its key
// (Stripe answers the same refund) and applied exactly once: one refund at Stripe, the order
// refunded, the stock back, one mail.
describe('a refund whose process is killed between the provider’s answer and the order’s update', () => {
  let shop: StripeShop;
  let admin: TestClient;
  let stripeUrl: string;
  let smtpUrl: string;
  const replicas: ChildProcess[] = [];

  beforeAll(async () => {
    shop = await startStripeShop();
    admin = shop.admin;
    stripeUrl = shop.t.config.stripeApiUrl!;
    smtpUrl = shop.t.config.smtpUrl!;
  });
  afterAll(async () => {
    for (const replica of replicas) replica.kill('SIGKILL');
    await shop.close();
  });

  const startShopReplica = async () => {
    const child = await startReplica({
      SMTP_URL: smtpUrl,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeUrl,
    });
    replicas.push(child);
    return child;
  };

  it('applies the refund once after the restart', async () => {
    const { buyer, buyerEmail } = await buyerWithEmail(shop.t);
    const book = await createProduct(admin, { title: 'Killed Paperback', type: 'physical', price: '25', inventory: 3 });
    const { orderId, intentId } = await paidOrder(shop, buyer, [book.id], 25);
    const [{ id: adminId }] = await shop.t.dataSource.query(`SELECT id FROM users WHERE role = 'admin' LIMIT 1`);

    const first = await startShopReplica();
    // Stripe has made the refund; the replica dies before it hears so
    let killed!: Promise<void>;
    const dead = new Promise<void>((resolve, reject) => {
      shop.fake.onRefund = () => {
        killed = killReplica(first);
        resolve();
        return killed;
      };
      // a refund that never reached Stripe says why, instead of waiting for a kill that never comes
      first.on('message', (m: { failed?: string; refunded?: unknown }) => {
        if (m.failed || m.refunded) reject(new Error(`the refund ended before Stripe answered: ${JSON.stringify(m)}`));
      });
    });
    first.send({ refund: orderId, admin: adminId });
    await dead;
    await killed;
    shop.fake.onRefund = undefined;

    const refunds = () =>
      shop.t.dataSource.query('SELECT status, amount_cents, provider_refund_id FROM refunds WHERE order_id = $1', [
        orderId,
      ]);
    expect(await refunds()).toEqual([{ status: 'pending', amount_cents: 2500, provider_refund_id: null }]);
    expect(shop.fake.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);

    // the restarted backend finishes it at start-up
    const second = await startShopReplica();
    const [done] = await waitFor(
      async () => {
        const rows = await refunds();
        return rows[0]?.status === 'succeeded' && rows;
      },
      20_000,
      'the interrupted refund to be finished',
    );
    expect(done.provider_refund_id).toBe(shop.fake.refunds.find((r) => r.payment_intent === intentId)!.id);
    // the buyer is told (before the replica goes: a mail it has in hand when killed waits for its lease)
    await waitFor(
      () => shop.smtp.mails.some((m) => m.subject === `Your refund for order #${orderId}`),
      20_000,
      'the refund mail',
    );
    await killReplica(second);

    // and once only: another restart changes nothing
    const third = await startShopReplica();
    const [order] = await shop.t.dataSource.query(
      'SELECT status, refunded_cents, (SELECT inventory FROM products WHERE id = $2) AS inventory FROM orders WHERE id = $1',
      [orderId, book.id],
    );
    expect(order).toEqual({ status: 'refunded', refunded_cents: 2500, inventory: 3 });
    expect(shop.fake.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    const mails = await shop.t.dataSource.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'order-refund' AND recipient = $1`,
      [buyerEmail],
    );
    expect(mails).toEqual([{ n: 1 }]);
    await killReplica(third);
  });
});
