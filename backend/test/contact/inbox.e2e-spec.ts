import { randomUUID } from 'node:crypto';
import { MAIL_OUTBOX_OPTIONS } from '../../src/core/mail/mail-outbox.options';
import { newClient, signedIn, type TestClient } from '../support/client';
import { emptyContactMessages, emptyOutbox, setAlertAddress } from '../support/factories';
import { mailTestBed, outboxSettled, quickMail } from '../support/mail-outbox';
import { SmtpCapture, waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';

const OWNER = 'owner@coach.example';

describe('the Messages inbox', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let admin: TestClient;
  beforeAll(async () => {
    smtp = new SmtpCapture();
    t = await createTestApp({
      env: { SMTP_URL: await smtp.start(), OWNER_EMAIL: OWNER },
      overrides: [[MAIL_OUTBOX_OPTIONS, quickMail()]],
    });
    await Promise.all([emptyContactMessages(t), emptyOutbox(t), setAlertAddress(t, null)]);
    admin = await signedIn(t, 'admin');
    // the admin's confirmation mail out of the way before mails are counted
    await outboxSettled(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
  const outboxRows = async (kind: string): Promise<number> =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM mail_outbox WHERE kind = $1', [kind]))[0].n;

  // a message sent through the public form, and its id in the inbox
  async function sent(fields: Partial<Record<'name' | 'email' | 'subject' | 'message' | 'website', string>> = {}) {
    const message = {
      name: 'Grace Hopper',
      email: `grace.${randomUUID().slice(0, 8)}@example.com`,
      subject: 'speaking',
      message: 'Could you speak at our conference in May?',
      ...fields,
    };
    const visitor = await newClient(t);
    const res = await visitor.post('/api/contact', message).expect(200);
    expect(res.body.message).toBe("Thank you for your message. I'll get back to you within 24 hours.");
    const [{ id }] = await t.dataSource.query('SELECT id FROM contact_messages WHERE email = $1', [message.email]);
    return { ...message, id: id as number };
  }

  it('lists subject, sender, date and read state; searches the body too; filters unread and held', async () => {
    const first = await sent({
      name: 'Ada Byron',
      subject: 'consultation',
      message: 'I would like to book a session on pricing.',
    });
    const second = await sent({
      name: 'Alan Turing',
      subject: 'collaboration',
      message: 'A joint workshop on machines?',
    });
    const spam = await sent({
      name: 'Bot',
      message: 'Cheap watches for everyone here',
      website: 'http://spam.example',
    });

    const all = await admin.get('/api/admin/messages').expect(200);
    expect(all.body.map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
    expect(all.body[0]).toMatchObject({
      id: second.id,
      name: 'Alan Turing',
      email: second.email,
      subject: 'collaboration',
      createdAt: expect.any(String),
      read: false,
      held: false,
    });

    const search = await admin.get('/api/admin/messages').query({ search: 'WORKSHOP' }).expect(200);
    expect(search.body.map((m: { id: number }) => m.id)).toEqual([second.id]);
    // the subject as the list shows it, not only as stored
    for (const words of ['Business Consultation', 'consult']) {
      const bySubject = await admin.get('/api/admin/messages').query({ search: words }).expect(200);
      expect([words, bySubject.body.map((m: { id: number }) => m.id)]).toEqual([words, [first.id]]);
    }

    await admin.send('put', `/api/admin/messages/${first.id}/read`, { read: true }).expect(200);
    const unread = await admin.get('/api/admin/messages').query({ filter: 'unread' }).expect(200);
    expect(unread.body.map((m: { id: number }) => m.id)).toEqual([second.id]);

    const held = await admin.get('/api/admin/messages').query({ filter: 'held' }).expect(200);
    expect(held.body).toEqual([expect.objectContaining({ id: spam.id, held: true, name: 'Bot' })]);

    const bad = await admin.get('/api/admin/messages').query({ filter: 'spam' }).expect(400);
    expect(bad.body.message).toBe('filter must be all, unread or held');
  });

  it('marks a message read and unread again; a message that is gone is a 404', async () => {
    const m = await sent();
    const read = await admin.send('put', `/api/admin/messages/${m.id}/read`, { read: true }).expect(200);
    expect(read.body).toMatchObject({ id: m.id, read: true });
    expect((await admin.get(`/api/admin/messages/${m.id}`).expect(200)).body.read).toBe(true);
    const unread = await admin.send('put', `/api/admin/messages/${m.id}/read`, { read: false }).expect(200);
    expect(unread.body.read).toBe(false);
    const missing = await admin.send('put', '/api/admin/messages/999999/read', { read: true }).expect(404);
    expect(missing.body.message).toBe('This message does not exist (any more).');
    await (await newClient(t)).send('put', `/api/admin/messages/${m.id}/read`, { read: true }).expect(401);
  });

  it('mails a reply to the sender through the outbox, Reply-To the owner, and keeps it in the thread', async () => {
    const m = await sent({ name: 'Katherine Johnson', message: 'Do you coach teams of engineers?' });
    const replyId = randomUUID();
    const res = await admin
      .post(`/api/admin/messages/${m.id}/replies`, { body: 'Yes, I do.\nLet us talk on Monday.', replyId })
      .expect(200);
    expect(res.body).toMatchObject({
      replyId,
      body: 'Yes, I do.\nLet us talk on Monday.',
      createdAt: expect.any(String),
    });

    const [mail] = await waitFor(() => (mailsTo(m.email).length ? mailsTo(m.email) : false), 5000, 'the reply mail');
    expect(mail.subject).toMatch(/^Re: Speaking Engagement \(your message to .+\)$/);
    expect(mail.header('Reply-To')).toBe(OWNER);
    expect(mail.text()).toContain('Hello Katherine Johnson,\n\nYes, I do.\nLet us talk on Monday.');
    expect(mail.text()).toContain('Do you coach teams of engineers?');
    expect(mail.html()).toContain('Yes, I do.<br>Let us talk on Monday.');

    const thread = await admin.get(`/api/admin/messages/${m.id}`).expect(200);
    expect(thread.body).toMatchObject({ id: m.id, read: true, replies: [{ id: res.body.id, replyId }] });
  });

  it('stores and mails a reply once when the same replyId is sent in parallel', async () => {
    const m = await sent();
    const replyId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        admin.post(`/api/admin/messages/${m.id}/replies`, { body: 'Only once, please.', replyId }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const rows = await t.dataSource.query('SELECT count(*)::int AS n FROM contact_replies WHERE message_id = $1', [
      m.id,
    ]);
    expect(rows).toEqual([{ n: 1 }]);
    await outboxSettled(t, 'contact-reply');
    expect(mailsTo(m.email)).toHaveLength(1);

    // a resend with other words is not quietly answered with the first ones
    const changed = await admin
      .post(`/api/admin/messages/${m.id}/replies`, { body: 'Only once, please!', replyId })
      .expect(409);
    expect(changed.body.message).toBe(
      'A reply with this replyId was already sent with other words. Reload the message to see it, then write a new reply.',
    );
    await outboxSettled(t, 'contact-reply');
    expect(mailsTo(m.email)).toHaveLength(1);

    const other = await sent();
    const taken = await admin.post(`/api/admin/messages/${other.id}/replies`, { body: 'Hi', replyId }).expect(409);
    expect(taken.body.message).toBe(
      'This replyId belongs to a reply to another message. Make a new one for each reply.',
    );
  });

  it('refuses an empty reply and a reply to a message that is gone, storing nothing', async () => {
    const m = await sent();
    const before = await outboxRows('contact-reply');
    const empty = await admin
      .post(`/api/admin/messages/${m.id}/replies`, { body: '  ', replyId: randomUUID() })
      .expect(400);
    expect(empty.body.message).toBe('Please write a reply');
    const badId = await admin.post(`/api/admin/messages/${m.id}/replies`, { body: 'Hello', replyId: 'x' }).expect(400);
    expect(badId.body.message).toBe('replyId must be a UUID');
    await admin.post('/api/admin/messages/999999/replies', { body: 'Hello', replyId: randomUUID() }).expect(404);
    await admin.get('/api/admin/messages/999999').expect(404);
    expect(await outboxRows('contact-reply')).toBe(before);
  });

  it('answers 404, not 500, to a reply to a message being deleted', async () => {
    const m = await sent();
    const deleter = t.dataSource.createQueryRunner();
    await deleter.connect();
    try {
      await deleter.startTransaction();
      await deleter.query('DELETE FROM contact_messages WHERE id = $1', [m.id]);
      const replied = admin
        .post(`/api/admin/messages/${m.id}/replies`, { body: 'Hello', replyId: randomUUID() })
        .then((res) => [res.status, res.body.message]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await deleter.commitTransaction();
      expect(await replied).toEqual([404, 'This message does not exist (any more).']);
    } finally {
      await deleter.release();
    }
  });

  it('holds a message whose honeypot is filled in: not mailed to the owner until released, then once', async () => {
    const ownerMails = mailsTo(OWNER).length;
    const spam = await sent({ name: 'Honey Bot', website: 'http://bots.example' });
    const [row] = await t.dataSource.query('SELECT held_at IS NOT NULL AS held FROM contact_messages WHERE id = $1', [
      spam.id,
    ]);
    expect(row.held).toBe(true);
    await outboxSettled(t);
    expect(
      await t.dataSource.query('SELECT count(*)::int AS n FROM mail_outbox WHERE subject_key = $1', [
        `contact-message:${spam.id}`,
      ]),
    ).toEqual([{ n: 0 }]);
    expect(mailsTo(OWNER)).toHaveLength(ownerMails);

    const released = await admin.post(`/api/admin/messages/${spam.id}/release`).expect(200);
    expect(released.body).toMatchObject({ id: spam.id, held: false });
    const mail = await waitFor(
      () => mailsTo(OWNER).find((x) => x.subject.includes('Honey Bot')) ?? false,
      5000,
      'the owner mail after the release',
    );
    expect(mail.subject).toBe('New message: Speaking Engagement from Honey Bot');
    const again = await admin.post(`/api/admin/messages/${spam.id}/release`).expect(409);
    expect(again.body.message).toBe('This message is not held back (any more): it is already in the inbox.');
    await admin.post('/api/admin/messages/999999/release').expect(404);
    await outboxSettled(t);
    expect(mailsTo(OWNER).filter((x) => x.subject.includes('Honey Bot'))).toHaveLength(1);
    const inbox = await admin.get('/api/admin/messages').query({ search: 'Honey Bot' }).expect(200);
    expect(inbox.body).toEqual([expect.objectContaining({ id: spam.id, held: false })]);
  });

  it('deletes a message with its replies', async () => {
    const m = await sent();
    await admin.post(`/api/admin/messages/${m.id}/replies`, { body: 'Thanks!', replyId: randomUUID() }).expect(200);
    await admin.send('delete', `/api/admin/messages/${m.id}`).expect(204);
    await admin.get(`/api/admin/messages/${m.id}`).expect(404);
    expect(
      await t.dataSource.query('SELECT count(*)::int AS n FROM contact_replies WHERE message_id = $1', [m.id]),
    ).toEqual([{ n: 0 }]);
    const again = await admin.send('delete', `/api/admin/messages/${m.id}`).expect(404);
    expect(again.body.message).toBe('This message does not exist (any more).');
  });
});

describe('a reply to a message deleted right after replying', () => {
  const bed = mailTestBed();

  it('still reaches the sender: the mail carries its words, not the rows', async () => {
    // a replica that only queues: the reply waits in the outbox while the message is deleted
    const queuer = await bed.app({ concurrency: 0 });
    await emptyContactMessages(queuer);
    const admin = await signedIn(queuer, 'admin');
    const email = `rosalind.${randomUUID().slice(0, 8)}@example.com`;
    const message = { name: 'Rosalind Franklin', email, subject: 'consultation', message: 'A session in June?' };
    await (await newClient(queuer)).post('/api/contact', message).expect(200);
    const [{ id }] = await queuer.dataSource.query('SELECT id FROM contact_messages WHERE email = $1', [email]);
    await admin.post(`/api/admin/messages/${id}/replies`, { body: 'June works.', replyId: randomUUID() }).expect(200);
    await admin.send('delete', `/api/admin/messages/${id}`).expect(204);

    await bed.app();
    const [mail] = await waitFor(
      () =>
        bed.smtp.mails.some((m) => m.to.includes(email)) ? bed.smtp.mails.filter((m) => m.to.includes(email)) : false,
      5000,
      'the reply mail',
    );
    expect(mail.subject).toMatch(/^Re: Business Consultation \(your message to .+\)$/);
    expect(mail.text()).toContain('Hello Rosalind Franklin,\n\nJune works.');
    expect(mail.text()).toContain('A session in June?');
  });
});
