// Helpers of the automations suites: people made through the site's own routes, sequences and
// segments through the owner's, the automations' clock, the mails of a kind in the outbox, the
// sequences' runs on a replica (support/replica-process.ts), and the guides of lead magnets.
import type { ChildProcess } from 'node:child_process';
import type { MailOutboxOptions } from '../../src/core/mail/mail-outbox.options';
import { click, confirmLinkOf, isConfirmation, waitForMail } from '../blog/subscription-helpers';
import { createProduct } from '../commerce/commerce-helpers';
import { newClient, signedIn, type TestClient } from '../support/client';
import { resetBlog, resetShop } from '../support/factories';
import { mailTestBed, outboxSettled } from '../support/mail-outbox';
import type { SmtpCapture } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';

// a sequence mail's "Stop this series only" link (the path and token, under the beds' PUBLIC_URL)
export const LEAVE_LINK = /https:\/\/coach\.example(\/api\/automations\/sequences\/leave\?token=[\w.-]+)/;

export async function resetAutomations(t: TestApp): Promise<void> {
  await t.dataSource.query('DELETE FROM broadcasts');
  await t.dataSource.query('DELETE FROM lead_magnets');
  await t.dataSource.query('DELETE FROM sequences');
  await t.dataSource.query('DELETE FROM segments');
  await t.dataSource.query('DELETE FROM contacts');
  await t.dataSource.query('UPDATE automation_settings SET tracking = false, clock_offset_ms = 0');
}

// A suite's app mailing a capture (with these outbox options): before each test the blog, the shop
// and the automations empty (the clock at the real time) and a signed-in admin; `app` holds them.
export function automationsBed(outbox: Partial<MailOutboxOptions> = {}) {
  const bed = mailTestBed();
  const app = {} as { t: TestApp; admin: TestClient };
  beforeEach(async () => {
    app.t = await bed.app(outbox);
    await Promise.all([resetBlog(app.t), resetShop(app.t)]);
    await resetAutomations(app.t);
    app.admin = await signedIn(app.t, 'admin');
  });
  return { bed, app };
}

// a reader who subscribed to the daily e-mail and confirmed it by the link in its mail
export async function confirmedSubscriber(t: TestApp, smtp: SmtpCapture, email: string): Promise<void> {
  const visitor = await newClient(t);
  await visitor.post('/api/subscribe', { email }).expect(200);
  await click(t, confirmLinkOf(await waitForMail(smtp, email, isConfirmation))).expect(200);
}

export async function makeSequence(admin: TestClient, body: Record<string, unknown>, activate = true) {
  const created = (await admin.post('/api/admin/automations/sequences', { segmentId: null, ...body }).expect(201))
    .body as SequenceBody;
  if (!activate) return created;
  return (await admin.post(`/api/admin/automations/sequences/${created.id}/status`, { status: 'active' }).expect(200))
    .body as SequenceBody;
}

export interface SequenceBody {
  id: number;
  status: string;
  counts: { entered: number; active: number; completed: number; exited: number; left: number };
  steps: { id: number; type: string; stats: Record<string, number> }[];
}

export async function moveClock(admin: TestClient, hours: number) {
  return (await admin.post('/api/admin/automations/clock', { hours }).expect(200)).body as {
    steps: number;
    completed: number;
    exited: number;
    broadcasts: number;
  };
}

// the outbox rows of a kind, by subject and recipient
export async function queued(t: TestApp, kind: string): Promise<{ subject: string; recipient: string }[]> {
  return (await t.dataSource.query(
    'SELECT subject_key AS subject, recipient FROM mail_outbox WHERE kind = $1 ORDER BY id',
    [kind],
  )) as { subject: string; recipient: string }[];
}

export async function placeOf(t: TestApp, sequenceId: number, email: string) {
  const [row] = (await t.dataSource.query(
    `SELECT e.status, e.exit_reason AS "exitReason" FROM sequence_enrolments e JOIN contacts c ON c.id = e.contact_id
      WHERE e.sequence_id = $1 AND lower(c.email) = lower($2)`,
    [sequenceId, email],
  )) as { status: string; exitReason: string | null }[];
  return row ?? null;
}

// A digital product in the shop with its file (what a lead magnet gives), priced `price` dollars.
export async function guideProductOf(admin: TestClient, title = 'Calm Guide', price = 9) {
  const up = await admin.post('/api/upload/digital').attach('file', Buffer.from('CALM GUIDE'), 'calm.txt').expect(201);
  return createProduct(admin, {
    title,
    price: String(price),
    digitalFileUrl: up.body.file.path,
    digitalFileName: 'calm.txt',
  });
}

// A lead magnet giving a new guide product (active unless said otherwise).
export async function makeGuide(
  admin: TestClient,
  magnet: { slug: string; title: string; description?: string; active?: boolean },
): Promise<{ id: number; slug: string; productId: number }> {
  const product = await guideProductOf(admin, `${magnet.title} file`);
  return (await admin.post('/api/admin/automations/lead-magnets', { ...magnet, productId: product.id }).expect(201))
    .body as { id: number; slug: string; productId: number };
}

// people who are in the sequence (their place made as a confirmed subscriber's would be)
export async function enterPeople(t: TestApp, sequenceId: number, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `crowd${i}-${sequenceId}@example.com`);
  await t.dataSource.query(
    `WITH people AS (
       INSERT INTO contacts (email, unsubscribe_token) SELECT e, md5(e) FROM unnest($1::text[]) e RETURNING id)
     INSERT INTO sequence_enrolments (sequence_id, contact_id, due_at, entered_at)
     SELECT $2, id, now(), now() FROM people`,
    [emails, sequenceId],
  );
  return emails;
}

// the steps taken in the sequence, and how many of them were different (person, step) pairs
export async function stepRuns(t: TestApp, sequenceId: number): Promise<{ runs: number; distinct: number }> {
  const [counts] = (await t.dataSource.query(
    `SELECT count(*)::int AS runs, count(DISTINCT (r.enrolment_id, r.step_id))::int AS distinct
       FROM sequence_step_runs r JOIN sequence_steps s ON s.id = r.step_id WHERE s.sequence_id = $1`,
    [sequenceId],
  )) as { runs: number; distinct: number }[];
  return counts;
}

export type SequencesRan = { ran?: { steps: number; completed: number; exited: number }; failed?: string };

// a replica runs the sequences' due steps (as its minute's cron does): what it ran, or why it failed
export function runSequencesOn(replica: ChildProcess): Promise<SequencesRan> {
  return new Promise((resolve) => {
    replica.once('message', resolve);
    replica.send({ runSequences: true });
  });
}

// the signed-in buyer pays for these products by the offline card (the order completed)
export async function payFor(buyer: TestClient, productIds: number[], amount: number) {
  const intent = await buyer.post('/api/create-payment-intent', { amount, productIds }).expect(200);
  await buyer
    .post('/api/payments/offline/confirm', { clientSecret: intent.body.clientSecret, cardNumber: '4242424242424242' })
    .expect(200);
}

// a segment of the people who carry `tag`
export async function makeTagSegment(admin: TestClient, name: string, tag: string) {
  return (
    await admin
      .post('/api/admin/automations/segments', { name, filter: { match: 'all', conditions: [{ type: 'tag', tag }] } })
      .expect(201)
  ).body as { id: number; people: number };
}

// A broadcast to everyone, sent at `at` (now: at once); answers its id once the outbox has sent it.
export async function broadcastNow(t: TestApp, admin: TestClient, subject: string, body: string, at = new Date()) {
  const draft = (await admin.post('/api/admin/automations/broadcasts', { subject, body, segmentId: null }).expect(201))
    .body as { id: number };
  await admin.post(`/api/admin/automations/broadcasts/${draft.id}/schedule`, { at: at.toISOString() }).expect(200);
  await outboxSettled(t, 'broadcast');
  return draft.id;
}

// a tracked mail's pixel and first link, as paths on the site
export const trackedPaths = (html: string) => ({
  pixel: /src="[^"]*(\/api\/m\/o\/[^"]+)"/.exec(html)![1],
  link: /href="[^"]*(\/api\/m\/c\/[^"]+)"/.exec(html)![1],
});
