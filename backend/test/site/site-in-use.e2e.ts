import sharp from 'sharp';
import request from 'supertest';
import { createPost } from '../blog/blog-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { newClient, signedIn, TestClient } from '../support/client';
import { MAIL_OUTBOX_OPTIONS } from '../../src/core/mail/mail-outbox.options';
import { makeSubscribers, resetBlog, resetShop, setAlertAddress } from '../support/factories';
import { quickMail } from '../support/mail-outbox';
import { decodeHeader, SmtpCapture, waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';
import { resetSite, siteForm } from './site-helpers';

// The settings where the backend itself shows them: the three e-mails, the RSS feed and the
// unsubscribe page.
describe('the site settings in e-mails, the RSS feed and the unsubscribe page', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let admin: TestClient;
  beforeAll(async () => {
    smtp = new SmtpCapture();
    t = await createTestApp({
      env: {
        SMTP_URL: await smtp.start(),
        PUBLIC_URL: 'https://coach.example',
        MAIL_FROM: 'Coach Site <hello@coach.example>',
        OWNER_EMAIL: 'owner@coach.example',
      },
      overrides: [[MAIL_OUTBOX_OPTIONS, quickMail()]],
    });
    // OWNER_EMAIL applies: the owner has set no address of their own
    await Promise.all([resetSite(t), resetBlog(t), resetShop(t), setAlertAddress(t, null)]);
    admin = await signedIn(t, 'admin');
  });
  afterAll(async () => {
    await resetSite(t);
    await t.close();
    await smtp.close();
  });

  const nextMail = async (to: string) => {
    const mail = await waitFor(() => smtp.mails.find((m) => m.to.includes(to)) ?? false, 10_000, `a mail to ${to}`);
    smtp.mails.splice(smtp.mails.indexOf(mail), 1);
    return mail;
  };
  const saveSite = (overrides: Record<string, unknown> = {}) =>
    admin.send('put', '/api/admin/site', siteForm(overrides)).expect(200);

  it('sends the daily e-mail from the sender name, in the layout with the site name, logo and postal address', async () => {
    await saveSite({
      siteName: 'Jane Doe Coaching',
      mailSenderName: 'Jane Doe, Coach',
      postalAddress: '1 Main St\nLondon',
    });
    const logo = await sharp({ create: { width: 200, height: 50, channels: 3, background: '#12355b' } })
      .png()
      .toBuffer();
    const { logoUrl } = (await admin.post('/api/admin/site/images/logo').attach('image', logo, 'logo.png').expect(201))
      .body;
    await makeSubscribers(t, ['reader@example.com']);
    const post = await createPost(admin, { title: 'Morning Focus', excerpt: 'Start with one thing.', published: true });

    const mail = await nextMail('reader@example.com');
    // the display name is quoted (it has a comma); the address stays MAIL_FROM's
    expect(mail.header('From')).toBe('"Jane Doe, Coach" <hello@coach.example>');
    expect(mail.subject).toBe('Morning Focus');
    const html = mail.html();
    expect(html).toContain(`<img src="https://coach.example${logoUrl}"`);
    expect(html).toContain('Jane Doe Coaching</span>');
    expect(html).toContain('Jane Doe Coaching<br>1 Main St<br>London');
    expect(html).toContain('Read the full post');
    expect(html).toContain(`https://coach.example/blog/${post.slug}`);
    expect(html).toMatch(
      /You receive this because you subscribed to the daily blog e-mail\.\s*<a href="https:\/\/coach\.example\/api\/unsubscribe\?token=[\w-]+"/,
    );
    // responsive: the viewport is the phone's, the layout narrows below 620 px
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/<style>@media \(max-width: 620px\)/);
    const text = mail.text();
    expect(text.startsWith('Jane Doe Coaching\n\nMorning Focus\n\nStart with one thing.\n\nRead the full post: ')).toBe(
      true,
    );
    expect(text).toMatch(
      /\n--\nYou receive this because you subscribed to the daily blog e-mail\.\nUnsubscribe: https:\/\/coach\.example\/api\/unsubscribe\?token=[\w-]+\nJane Doe Coaching\n1 Main St\nLondon\n$/,
    );
    expect(mail.header('List-Unsubscribe')).toMatch(/^<https:\/\/coach\.example\/api\/unsubscribe\?token=[\w-]+>$/);

    // the unsubscribe page behind the link carries the site name
    const link = new URL(mail.header('List-Unsubscribe')!.slice(1, -1));
    const page = await request(t.server)
      .get(link.pathname + link.search)
      .expect(200);
    expect(page.text).toContain('<title>Unsubscribe from the daily blog e-mail? · Jane Doe Coaching</title>');
    expect(page.text).toContain(
      '<p class="site">Jane Doe Coaching</p><h1>Unsubscribe from the daily blog e-mail?</h1>',
    );
    const done = await request(t.server)
      .post(link.pathname + link.search)
      .type('form')
      .send('')
      .expect(200);
    expect(done.text).toContain('<title>You are unsubscribed · Jane Doe Coaching</title>');
    await admin.send('delete', '/api/admin/site/images/logo').expect(200);
  });

  it('sends the contact notification from the sender name (encoded when not ASCII), with the site name and address', async () => {
    await saveSite({ siteName: 'Jöns & Co', mailSenderName: 'Jöns Doe', postalAddress: 'Storgatan 1\nStockholm' });
    const visitor = await newClient(t);
    await visitor
      .post('/api/contact', {
        name: 'Grace',
        email: 'grace@example.com',
        subject: 'other',
        message: 'Hello there, coach!',
      })
      .expect(200);
    const mail = await nextMail('owner@coach.example');
    expect(mail.header('From')).toMatch(/^=\?UTF-8\?/);
    expect(decodeHeader(mail.header('From')!)).toBe('Jöns Doe <hello@coach.example>');
    expect(mail.subject).toBe('New message: Other from Grace');
    expect(mail.html()).toContain('Jöns &amp; Co</span>');
    expect(mail.html()).toContain('Jöns &amp; Co<br>Storgatan 1<br>Stockholm');
    expect(mail.text()).toBe(
      'Jöns & Co\n\nGrace <grace@example.com> wrote (Other):\n\nHello there, coach!\n\n--\nJöns & Co\nStorgatan 1\nStockholm\n',
    );
  });

  it('sends the order confirmation in the layout; without a sender name, From is MAIL_FROM as it is', async () => {
    await saveSite({ siteName: 'Plain Coaching', mailSenderName: null, postalAddress: null });
    const buyer = await signedIn(t);
    const product = await createProduct(admin, { title: 'Calm Workbook', price: '30' });
    const { clientSecret } = (
      await buyer.post('/api/create-payment-intent', { amount: 30, productIds: [product.id] }).expect(200)
    ).body;
    await buyer.post('/api/payments/offline/confirm', { clientSecret, cardNumber: '4242424242424242' }).expect(200);
    const mail = await waitFor(
      () => smtp.mails.find((m) => /^Your order #\d+ is confirmed$/.test(m.subject)) ?? false,
      10_000,
      'the order confirmation',
    );
    expect(mail.header('From')).toBe('Coach Site <hello@coach.example>');
    expect(mail.html()).toContain('Plain Coaching</span>');
    expect(mail.text()).toMatch(
      /^Plain Coaching\n\nHi Ada,\n\nThank you for your order #\d+\.\n\nCalm Workbook — \$30\n/,
    );
    expect(mail.text().endsWith('\n--\nPlain Coaching\n')).toBe(true);
  });

  it('names the RSS channel after the site, with the tagline as its description', async () => {
    await saveSite({ siteName: 'Jane <Doe> & Co', tagline: 'Clear thinking for busy founders.' });
    const feed = await request(t.server).get('/rss.xml').expect(200);
    expect(feed.text).toContain('<title>Daily Insights Blog · Jane &lt;Doe&gt; &amp; Co</title>');
    expect(feed.text).toContain('<description>Clear thinking for busy founders.</description>');
    await saveSite({ tagline: '' });
    const plain = await request(t.server).get('/rss.xml').expect(200);
    expect(plain.text).toContain(
      '<description>Daily insights on business, personal growth and technology.</description>',
    );
  });
});
