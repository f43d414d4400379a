import { signedIn } from '../support/client';
import { resetAlertAddressAfterSuite, setAlertAddress } from '../support/factories';
import { waitFor } from '../support/smtp-capture';
import { checkout, createProduct, startStripeShop, StripeShop, succeeded, webhook } from './commerce-helpers';

// Issue 28: when a sale leaves a physical product at its low-stock level the owner is told once,
// not once per sale, and again only after restocking it above that level.
const OWNER = 'stock@coach.example';

describe('the low-stock mail to the owner (through the outbox to a loopback SMTP server)', () => {
  let shop: StripeShop;
  resetAlertAddressAfterSuite();
  beforeAll(async () => {
    shop = await startStripeShop();
    await setAlertAddress(shop.t, OWNER);
  });
  afterAll(() => shop.close());

  const alerts = (title: string) =>
    shop.smtp.mails.filter(
      (m) => /^(Running low: \d+ left of|Sold out:) /.test(m.subject) && m.subject.endsWith(title),
    );
  let event = 0;
  const buy = async (productId: number, price: number, times = 1) => {
    const buyer = await signedIn(shop.t);
    const { intentId } = await checkout(buyer, Array(times).fill(productId), price * times);
    await webhook(shop.t, succeeded(shop.fake, intentId, `evt_low_${++event}`)).expect(200);
  };
  // every alert queued so far has been handled (sent or skipped)
  const outboxSettled = () =>
    waitFor(
      async () => {
        const [{ waiting }] = await shop.t.dataSource.query(
          `SELECT count(*)::int AS waiting FROM mail_outbox WHERE kind = 'low-stock' AND status IN ('pending', 'sending')`,
        );
        return waiting === 0;
      },
      undefined,
      'the mail outbox to settle',
    );

  it('mails once when a paid sale reaches the level, not for the sales after it, and again after a restock', async () => {
    const mug = await createProduct(shop.admin, {
      title: 'Coach Mug',
      type: 'physical',
      price: '12',
      inventory: 5,
      lowStockAlert: 3,
    });
    await buy(mug.id, 12); // 4 left
    // an open, unpaid checkout takes units but is no sale
    const { intentId: open } = await checkout(await signedIn(shop.t), [mug.id], 12); // 3 left, held
    await outboxSettled();
    expect(alerts('Coach Mug')).toEqual([]);

    await buy(mug.id, 12); // 2 left: below the level
    const [first] = await waitFor(
      () => (alerts('Coach Mug').length ? alerts('Coach Mug') : false),
      undefined,
      'the alert',
    );
    expect(first.subject).toBe('Running low: 2 left of Coach Mug');
    expect(first.to).toEqual([OWNER]);
    expect(first.text()).toContain('Coach Mug is running low: 2 left (your alert level is 3).');
    expect(first.text()).toContain('/product-manager');

    await buy(mug.id, 12); // 1 left
    await webhook(shop.t, succeeded(shop.fake, open, `evt_low_open`)).expect(200); // 1 left, now sold
    await buy(mug.id, 12); // sold out
    await outboxSettled();
    expect(alerts('Coach Mug').map((m) => m.subject)).toEqual(['Running low: 2 left of Coach Mug']);

    // restocked above the level, the next fall is told again
    await shop.admin.send('patch', `/api/products/${mug.id}`, { inventory: 4 }).expect(200);
    await buy(mug.id, 12, 2); // 2 left
    await waitFor(() => alerts('Coach Mug').length === 2, undefined, 'the second alert');
    expect(alerts('Coach Mug').map((m) => m.subject)).toEqual([
      'Running low: 2 left of Coach Mug',
      'Running low: 2 left of Coach Mug',
    ]);
  });

  it('says "Sold out" when the sale took the last unit, and stays quiet for a restock that is still low', async () => {
    const poster = await createProduct(shop.admin, {
      title: 'Poster',
      type: 'physical',
      price: '8',
      inventory: 3,
      lowStockAlert: 1,
    });
    await buy(poster.id, 8); // 2 left: above the level
    await buy(poster.id, 8, 2); // 0 left
    await waitFor(() => alerts('Poster').length === 1, undefined, 'the alert');
    expect(alerts('Poster')[0].subject).toBe('Sold out: Poster');
    // a restock to the level itself is still low: no reset, no second mail at the next sale
    await shop.admin.send('patch', `/api/products/${poster.id}`, { inventory: 1 }).expect(200);
    await buy(poster.id, 8);
    await outboxSettled();
    expect(alerts('Poster')).toHaveLength(1);
  });
});
