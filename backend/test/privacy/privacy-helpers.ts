// Helpers of the privacy tests: customers whose address is confirmed (or not), and their e-mail
// preferences through the API.
import { mailTo, registered, signedInAs, tokenIn } from '../auth/account-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { account, newClient, type TestAccount, type TestClient } from '../support/client';
import {
  emptyCourses,
  emptyProductUpdatesList,
  makeCourseContent,
  makeEnrolment,
  makeLessonProgress,
} from '../support/factories';
import type { SmtpCapture } from '../support/smtp-capture';
import { DESKTOP_CHROME } from '../analytics/ingest-helpers';
import request from 'supertest';
import type { TestApp } from '../support/test-app';

export type ListStatus = 'subscribed' | 'awaiting-confirmation' | 'not-subscribed';
export interface Preferences {
  dailyBlogPosts: { status: ListStatus; email: string };
  productUpdates: { status: ListStatus; email: string };
}

export interface Customer {
  who: TestAccount;
  client: TestClient;
}

// A new account, signed in, its address confirmed from the link in its mail (as a customer does).
export async function confirmedCustomer(t: TestApp, smtp: SmtpCapture, who = account()): Promise<Customer> {
  await registered(t, who);
  await confirmAddress(t, smtp, who.email);
  return { who, client: await signedInAs(t, who) };
}

// Opens the link of the account's (first) confirmation mail.
export async function confirmAddress(t: TestApp, smtp: SmtpCapture, email: string): Promise<void> {
  const token = tokenIn(await mailTo(smtp, email, 'Confirm your e-mail address'), '/confirm-email');
  await (await newClient(t)).post('/api/auth/confirm-email', { token }).expect(200);
}

// A new account, signed in, that has not opened its confirmation link.
export async function unconfirmedCustomer(t: TestApp, who = account()): Promise<Customer> {
  await registered(t, who);
  return { who, client: await signedInAs(t, who) };
}

export async function preferences(client: TestClient): Promise<Preferences> {
  return (await client.get('/api/account/email-preferences').expect(200)).body as Preferences;
}

export async function setPreferences(
  client: TestClient,
  changes: { dailyBlogPosts?: boolean; productUpdates?: boolean },
): Promise<Preferences> {
  return (await client.send('patch', '/api/account/email-preferences', changes).expect(200)).body as Preferences;
}

// Nobody is on the Product Updates list (suites share the database, and the list is site-wide).
export async function emptyProductUpdates(t: TestApp): Promise<void> {
  await emptyProductUpdatesList(t);
}

export async function subscriberRows(t: TestApp, email: string) {
  return (await t.dataSource.query(
    `SELECT id, active, confirmed_at IS NOT NULL AS confirmed, unsubscribed_at IS NOT NULL AS unsubscribed,
       unsubscribe_token AS token FROM subscribers WHERE lower(email) = lower($1)`,
    [email],
  )) as { id: number; active: boolean; confirmed: boolean; unsubscribed: boolean; token: string }[];
}

// A digital product with a file ("guide.txt"), bought with the offline test card.
export async function buyGuide(admin: TestClient, buyer: TestClient): Promise<{ productId: number; orderId: number }> {
  const up = await admin.post('/api/upload/digital').attach('file', Buffer.from('THE GUIDE'), 'guide.txt').expect(201);
  const p = await createProduct(admin, { price: '9', digitalFileUrl: up.body.file.path, digitalFileName: 'guide.txt' });
  const intent = await buyer.post('/api/create-payment-intent', { amount: 9, productIds: [p.id] }).expect(200);
  const { clientSecret } = intent.body as { clientSecret: string };
  await buyer.post('/api/payments/offline/confirm', { clientSecret, cardNumber: '4242424242424242' }).expect(200);
  return { productId: p.id, orderId: (await buyer.get('/api/orders').expect(200)).body[0].id };
}

// The account a student of "Calm Leadership" (lessons Welcome and Breathing Before Meetings), enrolled
// by the owner at `enrolledAt`, with Welcome done at `completedAt`; the only course of the site.
export async function studentOfACourse(
  t: TestApp,
  admin: TestClient,
  userId: number,
  { enrolledAt = new Date(), completedAt = new Date(), dripMails = true } = {},
): Promise<{ productId: number }> {
  await emptyCourses(t);
  const course = await createProduct(admin, { title: 'Calm Leadership', type: 'course', price: '99' });
  const { lessons } = await makeCourseContent(t, course.id, [
    { title: 'Week One', lessons: [{ title: 'Welcome' }, { title: 'Breathing Before Meetings' }] },
  ]);
  await makeEnrolment(t, course.id, userId, { enrolledAt, dripMails });
  await makeLessonProgress(t, userId, [lessons[0].id], completedAt);
  return { productId: course.id };
}

// The customer came from a campaign link to a post (its page's beacon, from their browser) and
// subscribed to the newsletter there: analytics keeps where the subscription came from.
export async function subscribedFromACampaign(t: TestApp, client: TestClient, email: string): Promise<void> {
  await request(t.server)
    .post('/api/analytics/views')
    .set({ 'User-Agent': DESKTOP_CHROME, 'X-Forwarded-For': client.ip })
    .send({ path: '/blog/calm', referrer: 'https://news.example.org/x', utmCampaign: 'spring' })
    .expect(204);
  await client.post('/api/subscribe', { email }).set('User-Agent', DESKTOP_CHROME).expect(200);
}
