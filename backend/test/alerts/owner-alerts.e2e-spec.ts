// Issue 42: the owner's alerts (new booking, order to ship, low stock, contact message) go to the
// notification e-mail the owner sets in the admin, else to the admin account's confirmed address;
// a test mail shows that they arrive. Real SMTP capture, real outbox, real database.
import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from '../../src/core/access/access.guard';
import { UsersService } from '../../src/modules/auth';
import { BookingMails } from '../../src/modules/bookings/mails/booking-mails';
import { mailTo, tokenIn, userRow } from '../auth/account-helpers';
import { arrangeConsultation } from '../bookings/booking-mail-helpers';
import { createProduct, paidOrder, startStripeShop, type StripeShop } from '../commerce/commerce-helpers';
import { account, newClient, signedIn, type TestAccount, type TestClient } from '../support/client';
import {
  clearRateLimits,
  emptyOutbox,
  leaveOnlyAdmin,
  makeBooking,
  resetAlertAddressAfterSuite,
  restoreAdmins,
  setAlertAddress,
} from '../support/factories';
import { captureLogs } from '../support/log-capture';
import { ACCOUNT_CONFIRMATION_SUBJECT, outboxSettled, outboxStatuses } from '../support/mail-outbox';
import { createTestApp } from '../support/test-app';

const ALERTS = 'alerts@coach.example';
const SHIP_TO = {
  name: 'Ada Lovelace',
  line1: '12 Market Street',
  line2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'United States',
};

describe("the owner's alerts and where they go", () => {
  let shop: StripeShop;
  let owner: TestAccount;
  let admin: TestClient;
  let demoted: number[] = [];
  resetAlertAddressAfterSuite();
  beforeAll(async () => {
    // no OWNER_EMAIL: the address comes from the admin's settings or account
    shop = await startStripeShop({ PUBLIC_URL: 'https://coach.example' });
    owner = account({ firstName: 'Jane', lastName: 'Owner' });
    admin = await signedIn(shop.t, 'admin', owner);
    demoted = await leaveOnlyAdmin(shop.t, (await userRow(shop.t, owner.email))!.id);
    await setAlertAddress(shop.t, null);
  });
  afterAll(async () => {
    await restoreAdmins(shop.t, demoted);
    await shop.close();
  });

  const settings = async () => (await admin.get('/api/admin/alerts').expect(200)).body as unknown;
  const overviewAlerts = async () => (await admin.get('/api/admin/overview').expect(200)).body.alerts as unknown;
  const sendContact = (name: string) =>
    newClient(shop.t).then((c) =>
      c
        .post('/api/contact', { name, email: 'visitor@example.com', subject: 'other', message: 'Hello, can we talk?' })
        .expect(200),
    );

  it("sends nothing while no address is known, then uses the admin account's address once it is confirmed", async () => {
    const nowhere = { notificationEmail: null, address: null, source: 'none' };
    expect(await settings()).toEqual(nowhere);
    expect(await overviewAlerts()).toEqual({ address: null, source: 'none' });

    // the owner's account mail is out of the way; the message is kept, its alert is not queued
    await mailTo(shop.smtp, owner.email, ACCOUNT_CONFIRMATION_SUBJECT);
    await emptyOutbox(shop.t);
    await sendContact('Before Anyone');
    expect(await outboxStatuses(shop.t, 'contact-notification')).toEqual({});
    const refused = await admin.post('/api/admin/alerts/test-mail').expect(409);
    expect(refused.body.message).toBe('There is no address to send alerts to yet. Set a notification e-mail first.');

    const confirmation = await mailTo(shop.smtp, owner.email, ACCOUNT_CONFIRMATION_SUBJECT);
    await (
      await newClient(shop.t)
    )
      .post('/api/auth/confirm-email', { token: tokenIn(confirmation, '/confirm-email') })
      .expect(200);
    expect(await settings()).toEqual({ notificationEmail: null, address: owner.email, source: 'admin' });
    expect(await overviewAlerts()).toEqual({ address: owner.email, source: 'admin' });
    await sendContact('After Confirming');
    await mailTo(shop.smtp, owner.email, 'New message: Other from After Confirming');
  });

  it('sends every kind of alert to the notification e-mail the owner set: contact, order to ship, low stock, booking', async () => {
    const saved = await admin.send('put', '/api/admin/alerts', { notificationEmail: `  ${ALERTS} ` }).expect(200);
    expect(saved.body).toEqual({ notificationEmail: ALERTS, address: ALERTS, source: 'settings' });
    expect(await overviewAlerts()).toEqual({ address: ALERTS, source: 'settings' });

    await sendContact('Grace');
    await mailTo(shop.smtp, ALERTS, 'New message: Other from Grace');

    const mug = await createProduct(admin, {
      title: 'Alert Mug',
      type: 'physical',
      price: '12',
      inventory: 2,
      lowStockAlert: 1,
      requiresShipping: true,
    });
    const buyer = await signedIn(shop.t);
    const { orderId } = await paidOrder(shop, buyer, [mug.id], 12, { shippingAddress: SHIP_TO });
    await mailTo(shop.smtp, ALERTS, `New order to ship: #${orderId}`);
    await mailTo(shop.smtp, ALERTS, 'Running low: 1 left of Alert Mug');

    // a booking's owner mail, as its confirmation queues it (arranging it sets an address of its own)
    const booked = await arrangeConsultation(shop.t);
    await admin.send('put', '/api/admin/alerts', { notificationEmail: ALERTS }).expect(200);
    const id = await makeBooking(shop.t, {
      productId: booked.productId,
      userId: booked.userId,
      startsAt: '2030-03-05T22:00:00.000Z',
      minutes: 60,
      customerTimeZone: 'America/New_York',
    });
    await shop.t.dataSource.transaction((tx) => shop.t.app.get(BookingMails).confirmed(tx, id));
    await mailTo(shop.smtp, ALERTS, 'New booking: Strategy Session with Sam Rivera');

    await outboxSettled(shop.t);
    const elsewhere = shop.smtp.mails.filter(
      (m) =>
        /^(New message|New order to ship|Running low|Sold out|New booking)/.test(m.subject) && !m.to.includes(ALERTS),
    );
    expect(elsewhere.map((m) => `${m.subject} → ${m.to.join()}`)).toEqual([
      `New message: Other from After Confirming → ${owner.email}`,
    ]);
  });

  it('sends a test mail to the address through the outbox, at most 5 an hour', async () => {
    await setAlertAddress(shop.t, ALERTS);
    // the refused try above counts too: start this hour afresh
    await clearRateLimits(shop.t, 'alert-test-mail:%');
    expect((await admin.post('/api/admin/alerts/test-mail').expect(202)).body).toEqual({ to: ALERTS });
    const mail = await mailTo(shop.smtp, ALERTS, 'Test alert from Business Coach & Author');
    expect(mail.text()).toContain('alerts reach this address');
    expect(mail.text()).toContain('https://coach.example/admin?tab=site');
    for (let i = 0; i < 4; i++) await admin.post('/api/admin/alerts/test-mail').expect(202);
    await admin.post('/api/admin/alerts/test-mail').expect(429);
  });

  it('refuses what is not an e-mail address with 400, changing nothing; null or blank goes back to the default', async () => {
    await setAlertAddress(shop.t, ALERTS);
    const refused = async (body: object) =>
      (await admin.send('put', '/api/admin/alerts', body).expect(400)).body.message as string | string[];
    const BAD = 'Notification e-mail must be a valid e-mail address';
    expect(await refused({ notificationEmail: 'not an address' })).toContain(BAD);
    expect(await refused({ notificationEmail: 'jane@' })).toContain(BAD);
    expect(await refused({ notificationEmail: 42 })).toContain(BAD);
    expect(await refused({ notificationEmail: `${'a'.repeat(250)}@coach.example` })).toContain(BAD);
    expect(await refused({})).toContain('Notification e-mail must be sent; null goes back to the default address');
    expect(await settings()).toEqual({ notificationEmail: ALERTS, address: ALERTS, source: 'settings' });

    const back = { notificationEmail: null, address: owner.email, source: 'admin' };
    expect((await admin.send('put', '/api/admin/alerts', { notificationEmail: '  ' }).expect(200)).body).toEqual(back);
    await setAlertAddress(shop.t, ALERTS);
    expect((await admin.send('put', '/api/admin/alerts', { notificationEmail: null }).expect(200)).body).toEqual(back);
  });

  it('is for admins only: 401 for a visitor, 403 for a customer', async () => {
    const visitor = await newClient(shop.t);
    const customer = await signedIn(shop.t);
    for (const [client, status, message] of [
      [visitor, 401, SIGN_IN_REQUIRED],
      [customer, 403, ADMIN_REQUIRED],
    ] as const) {
      expect((await client.get('/api/admin/alerts').expect(status)).body.message).toBe(message);
      await client.send('put', '/api/admin/alerts', { notificationEmail: 'x@coach.example' }).expect(status);
      await client.post('/api/admin/alerts/test-mail').expect(status);
    }
  });
});

describe('OWNER_EMAIL, when the operator sets it', () => {
  it("comes before the admin account's address, and the owner's own setting before both", async () => {
    const t = await createTestApp({ env: { OWNER_EMAIL: 'ops@coach.example' } });
    try {
      await setAlertAddress(t, null);
      const admin = await signedIn(t, 'admin');
      const get = async () => (await admin.get('/api/admin/alerts').expect(200)).body as unknown;
      expect(await get()).toEqual({ notificationEmail: null, address: 'ops@coach.example', source: 'environment' });
      await admin.send('put', '/api/admin/alerts', { notificationEmail: ALERTS }).expect(200);
      expect(await get()).toEqual({ notificationEmail: ALERTS, address: ALERTS, source: 'settings' });
    } finally {
      await setAlertAddress(t, null);
      await t.close();
    }
  });
  it("ignores owner@example.com, the old .env.example's placeholder, and says so at start", async () => {
    const logs = captureLogs();
    const t = await createTestApp({ env: { OWNER_EMAIL: 'owner@example.com' }, logger: logs.logger }).finally(() =>
      logs.restore(),
    );
    try {
      await setAlertAddress(t, null);
      const admin = await signedIn(t, 'admin');
      // the default, as if OWNER_EMAIL were empty: the first confirmed admin's address, else nobody
      const address = await t.app.get(UsersService).firstAdminConfirmedEmail();
      expect((await admin.get('/api/admin/alerts').expect(200)).body).toEqual({
        notificationEmail: null,
        address,
        source: address ? 'admin' : 'none',
      });
      expect(logs.lines.filter((line) => line.includes('OWNER_EMAIL=owner@example.com'))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
