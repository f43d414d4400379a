import { MAIL_OUTBOX_OPTIONS } from '../../src/core/mail/mail-outbox.options';
import { account, signedIn } from '../support/client';
import { emptyOutbox, resetShop } from '../support/factories';
import { quickMail } from '../support/mail-outbox';
import { SmtpCapture, waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';
import { createProduct, listOrders } from './commerce-helpers';

// The order confirmation is queued with the completion of the order, so an SMTP outage at that
// moment delays it but never loses it.
describe('the order confirmation while the SMTP server is down', () => {
  let t: TestApp;
  let smtp: SmtpCapture | null = null;
  let port: number;

  beforeAll(async () => {
    // a port nothing listens on any more: connections to it are refused
    const probe = new SmtpCapture();
    await probe.start();
    port = probe.port;
    await probe.close();
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://shop.example' },
      // retried every 200 ms, for long enough that the server is surely back in time
      overrides: [[MAIL_OUTBOX_OPTIONS, quickMail({ retryDelaysMs: Array(100).fill(200) })]],
    });
    await resetShop(t);
    await emptyOutbox(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  const receipt = async () =>
    (await t.dataSource.query(`SELECT * FROM mail_outbox WHERE kind = 'order-confirmation'`))[0] as
      | {
          subject_key: string;
          recipient: string;
          status: string;
          attempts: number;
          last_error: string;
          message_id: string;
        }
      | undefined;

  it('completes the order at once, and the receipt arrives once the server is back', async () => {
    const admin = await signedIn(t, 'admin');
    const who = account();
    const buyer = await signedIn(t, 'customer', who);
    const p = await createProduct(admin, { price: '30' });
    const { clientSecret } = (
      await buyer.post('/api/create-payment-intent', { amount: 30, productIds: [p.id] }).expect(200)
    ).body;
    const paid = await buyer
      .post('/api/payments/offline/confirm', { clientSecret, cardNumber: '4242424242424242' })
      .expect(200);
    expect(paid.body).toEqual({ status: 'succeeded', message: 'Payment Successful!' });
    const [order] = await listOrders(buyer);
    expect(order.status).toBe('completed');

    // retried while the server is down
    const failing = await waitFor(
      async () => {
        const row = await receipt();
        return row && row.attempts >= 2 ? row : false;
      },
      15_000,
      'two refused attempts',
    );
    expect(failing).toMatchObject({ subject_key: `order:${order.id}`, recipient: who.email });
    expect(failing.last_error).toMatch(/ECONNREFUSED/);

    smtp = new SmtpCapture();
    await smtp.start(port);
    const sent = await waitFor(
      async () => {
        const row = await receipt();
        return row?.status === 'sent' ? row : false;
      },
      15_000,
      'the receipt sent',
    );
    // the two accounts' confirmation mails waited for the server too
    const receipts = smtp.mails.filter((m) => m.subject.startsWith('Your order'));
    expect(receipts).toHaveLength(1);
    const [mail] = receipts;
    expect(mail.to).toEqual([who.email]);
    expect(mail.subject).toBe(`Your order #${order.id} is confirmed`);
    expect(mail.header('Message-ID')).toBe(sent.message_id);
    expect(mail.header('List-Unsubscribe')).toBeUndefined();
    // what was bought, the total and (a digital product) where the downloads are, in both parts
    const downloads = 'https://shop.example/account?tab=downloads';
    expect(mail.text()).toContain(
      `Hi ${who.firstName},\n\nThank you for your order #${order.id}.\n\n${p.title} — $30\nTotal: $30\n\nYour downloads are ready: ${downloads}\n\n--\n`,
    );
    const html = mail.html();
    expect(html).toMatch(new RegExp(`<li[^>]*>${p.title} — \\$30</li>`));
    expect(html).toMatch(/<strong>Total: \$30<\/strong>/);
    expect(html).toMatch(
      new RegExp(`<a class="button" href="${downloads.replace(/[?]/g, '\\$&')}"[^>]*>Your downloads are ready</a>`),
    );
  });
});
