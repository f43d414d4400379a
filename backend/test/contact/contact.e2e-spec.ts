import { ContactService } from '../../src/modules/contact/contact.service';
import { newClient, signedIn } from '../support/client';
import { SmtpCapture, waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';

describe('the contact form', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = new SmtpCapture();
    t = await createTestApp({ env: { SMTP_URL: await smtp.start(), OWNER_EMAIL: 'owner@coach.example' } });
    await t.dataSource.query('TRUNCATE contact_messages RESTART IDENTITY');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const valid = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'speaking',
    message: 'Could you speak at our conference in May?',
  };

  it.each([
    [{ name: ' ' }, 'Name is required'],
    [{ email: 'grace' }, 'Please enter a valid email'],
    [{ email: undefined }, 'Please enter a valid email'],
    [{ subject: '' }, 'Please select a subject'],
    [{ subject: 'spam' }, 'Please select a subject'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
  ])('refuses %j with the spec’s message "%s", storing nothing', async (override, message) => {
    const client = await newClient(t);
    const res = await client.post('/api/contact', { ...valid, ...override }).expect(400);
    expect(res.body.message).toBe(message);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM contact_messages')).toEqual([{ n: 0 }]);
  });

  it('stores the message, e-mails the owner, and shows it to the admin newest first', async () => {
    const client = await newClient(t);
    const res = await client.post('/api/contact', valid).expect(200);
    expect(res.body.message).toBe("Thank you for your message. I'll get back to you within 24 hours.");
    await waitFor(() => (smtp.mails.length === 1 ? true : false), 5000, 'the owner mail');
    expect(smtp.mails[0].to).toEqual(['owner@coach.example']);
    expect(smtp.mails[0].subject).toBe('New message: Speaking Engagement from Grace Hopper');
    expect(smtp.mails[0].header('Reply-To')).toBe('grace@example.com');
    const admin = await signedIn(t, 'admin');
    const list = await admin.get('/api/admin/messages').expect(200);
    expect(list.body[0]).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: valid.message,
      createdAt: expect.any(String),
    });
    await client.get('/api/admin/messages').expect(401);
  });

  it('keeps the message when the mail server refuses, and delivers it on a retry', async () => {
    smtp.refuseNext = 1;
    const before = smtp.mails.length;
    const client = await newClient(t);
    await client.post('/api/contact', { ...valid, name: 'Retry Person' }).expect(200);
    const [row] = await t.dataSource.query(
      `SELECT id, notified_at, notify_attempts, last_error FROM contact_messages WHERE name = 'Retry Person'`,
    );
    expect(row).toMatchObject({
      notified_at: null,
      notify_attempts: 1,
      last_error: expect.stringContaining('Try again later'),
    });
    await t.dataSource.query('UPDATE contact_messages SET next_notify_at = now() WHERE id = $1', [row.id]);
    expect(await t.app.get(ContactService).notifyDue()).toBe(1);
    expect(smtp.mails.length - before).toBe(1);
    expect(smtp.mails.at(-1)!.subject).toContain('Retry Person');
    expect(await t.app.get(ContactService).notifyDue()).toBe(0);
  });
});
