import request from 'supertest';
import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from '../../src/core/access/access.guard';
import { MailSuppressionErrors as E } from '../../src/core/mail/mail-suppressions.errors';
import { account, newClient, signedIn } from '../support/client';
import { emptyOutbox } from '../support/factories';
import { mailTestBed, outboxSettled } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';

const SECRET = 'feedback-secret-for-tests';
const HEADER = 'X-Mail-Feedback-Secret';

const feedback = (t: TestApp, body: object, secret?: string) => {
  const req = request(t.server).post('/api/webhooks/mail-feedback');
  return (secret === undefined ? req : req.set(HEADER, secret)).send(body);
};

// The mail provider's feedback and the owner's list of undeliverable addresses (issue 47: a clean
// list), over HTTP on the whole app with a real SMTP server on loopback.
describe('mail feedback (POST /api/webhooks/mail-feedback) and the owner’s undeliverable addresses', () => {
  const bed = mailTestBed();

  it('is off without MAIL_FEEDBACK_SECRET: 404 with a sentence saying how to turn it on', async () => {
    const t = await bed.app();
    const res = await feedback(t, { type: 'complaint', email: 'a@example.com' }, SECRET).expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: E.feedbackOff, error: 'Not Found' });
  });

  it('takes feedback with the secret only; a complaint stops bulk mail, while transactional mail still goes', async () => {
    const t = await bed.app({}, { MAIL_FEEDBACK_SECRET: SECRET });
    await emptyOutbox(t);
    const who = account();
    const customer = await signedIn(t, 'customer', who);
    const body = { type: 'complaint', email: who.email.toUpperCase(), detail: 'abuse report from the provider' };

    expect((await feedback(t, body).expect(401)).body.message).toBe(E.badSecret);
    expect((await feedback(t, body, 'wrong').expect(401)).body.message).toBe(E.badSecret);
    const invalid = await feedback(t, { type: 'bounced', email: 'nope' }, SECRET).expect(400);
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'type']);
    await feedback(t, body, SECRET).expect(204);

    // someone registers with the address: the notice (an account mail, not bulk) still reaches it
    await outboxSettled(t);
    const before = bed.smtp.mails.length;
    await (await newClient(t)).post('/api/auth/register', { ...who, password: 'another-pass' }).expect(201);
    const notice = await waitFor(
      () => bed.smtp.mails.slice(before).find((m) => m.to.includes(who.email)) ?? false,
      10_000,
      'the registration notice',
    );
    expect(notice.subject).toContain('Someone tried to create an account');

    // the account's data export says why bulk mail stopped
    const exported = (await customer.get('/api/account/export').expect(200)).body;
    expect(exported.mailDeliverability).toEqual({
      email: who.email,
      undeliverable: 'complaint',
      detail: 'abuse report from the provider',
      since: expect.any(String),
      softBounces: 0,
      lastSoftBounceAt: null,
    });
    // soft bounces are counted, and stop nothing
    await feedback(t, { type: 'soft-bounce', email: who.email }, SECRET).expect(204);
    const counted = (await customer.get('/api/account/export').expect(200)).body.mailDeliverability;
    expect(counted).toMatchObject({ undeliverable: 'complaint', softBounces: 1, lastSoftBounceAt: expect.any(String) });
  });

  it('lists the stopped addresses to the owner, a page at a time and searchable; marks and lifts one by hand', async () => {
    const t = await bed.app({}, { MAIL_FEEDBACK_SECRET: SECRET });
    await emptyOutbox(t);
    const admin = await signedIn(t, 'admin');
    await feedback(
      t,
      { type: 'hard-bounce', email: 'gone@example.com', detail: '550 5.1.1 No such user' },
      SECRET,
    ).expect(204);
    await feedback(t, { type: 'soft-bounce', email: 'busy@example.com' }, SECRET).expect(204);
    const marked = await admin
      .post('/api/admin/mail-suppressions', { email: 'Typo@Exampel.com', note: 'a typo' })
      .expect(200);
    expect(marked.body).toEqual({
      id: expect.any(Number),
      email: 'typo@exampel.com',
      reason: 'manual',
      detail: 'a typo',
      since: expect.any(String),
      softBounces: 0,
    });

    // only stopped addresses are listed (a soft bounce stops nothing), the latest first
    const page = await admin.get('/api/admin/mail-suppressions?limit=1').expect(200);
    expect(page.body.map((s: { email: string }) => s.email)).toEqual(['typo@exampel.com']);
    expect(page.headers['x-total-count']).toBe('2');
    const cursor = encodeURIComponent(page.headers['x-next-cursor']);
    const next = await admin.get(`/api/admin/mail-suppressions?limit=1&cursor=${cursor}`).expect(200);
    expect(next.body).toEqual([
      expect.objectContaining({ email: 'gone@example.com', reason: 'hard-bounce', detail: '550 5.1.1 No such user' }),
    ]);
    const found = await admin.get('/api/admin/mail-suppressions?search=GONE').expect(200);
    expect(found.body.map((s: { email: string }) => s.email)).toEqual(['gone@example.com']);

    // lifted: no longer listed; a second lift finds nothing
    await admin.send('delete', `/api/admin/mail-suppressions/${marked.body.id}`).expect(204);
    const again = await admin.send('delete', `/api/admin/mail-suppressions/${marked.body.id}`).expect(404);
    expect(again.body.message).toBe(E.notStopped);
    const left = await admin.get('/api/admin/mail-suppressions').expect(200);
    expect(left.body.map((s: { email: string }) => s.email)).toEqual(['gone@example.com']);

    // the owner's only
    const customer = await signedIn(t);
    expect((await customer.get('/api/admin/mail-suppressions').expect(403)).body.message).toBe(ADMIN_REQUIRED);
    const visitor = await newClient(t);
    expect((await visitor.get('/api/admin/mail-suppressions').expect(401)).body.message).toBe(SIGN_IN_REQUIRED);
  });
});
