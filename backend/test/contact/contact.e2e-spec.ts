import { MAIL_OUTBOX_OPTIONS } from '../../src/core/mail/mail-outbox.options';
import { newClient, signedIn } from '../support/client';
import { emptyContactMessages, emptyOutbox, setAlertAddress } from '../support/factories';
import { outboxSettled, quickMail } from '../support/mail-outbox';
import { SmtpCapture, waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';

describe('the contact form', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = new SmtpCapture();
    t = await createTestApp({
      env: { SMTP_URL: await smtp.start(), OWNER_EMAIL: 'owner@coach.example' },
      overrides: [[MAIL_OUTBOX_OPTIONS, quickMail()]],
    });
    // OWNER_EMAIL applies: the owner has set no address of their own
    await Promise.all([emptyContactMessages(t), emptyOutbox(t), setAlertAddress(t, null)]);
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
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM mail_outbox')).toEqual([{ n: 0 }]);
  });

  it('stores the message, e-mails the owner, and shows it to the admin newest first', async () => {
    const client = await newClient(t);
    const res = await client.post('/api/contact', valid).expect(200);
    expect(res.body.message).toBe("Thank you for your message. I'll get back to you within 24 hours.");
    // (the app may first have sent what an earlier suite left queued)
    const toOwner = () => smtp.mails.filter((m) => m.to.includes('owner@coach.example'));
    const [mail] = await waitFor(() => (toOwner().length ? toOwner() : false), 5000, 'the owner mail');
    expect(mail.to).toEqual(['owner@coach.example']);
    expect(mail.subject).toBe('New message: Speaking Engagement from Grace Hopper');
    expect(mail.header('Reply-To')).toBe('grace@example.com');
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

  it('shows the visitor’s words as they typed them: escaped in the HTML part, as they are in the text part', async () => {
    const before = smtp.mails.length;
    const client = await newClient(t);
    const message = 'Is <b>this</b> & "that" OK?\nSecond line <script>x</script>';
    await client.post('/api/contact', { ...valid, name: 'Tom & <Jerry>', message }).expect(200);
    await waitFor(() => (smtp.mails.length > before ? true : false), 10_000, 'the owner mail');
    const mail = smtp.mails.at(-1)!;
    expect(mail.subject).toBe('New message: Speaking Engagement from Tom & <Jerry>');
    const html = mail.html();
    expect(html).not.toMatch(/<b>this|<script>/);
    expect(html).toContain('Tom &amp; &lt;Jerry&gt;</strong> &lt;grace@example.com&gt; wrote (Speaking Engagement):');
    expect(html).toContain(
      'Is &lt;b&gt;this&lt;/b&gt; &amp; "that" OK?<br>Second line &lt;script&gt;x&lt;/script&gt;</p>',
    );
    expect(mail.text()).toContain(
      `Tom & <Jerry> <grace@example.com> wrote (Speaking Engagement):\n\n${message}\n\n--\n`,
    );
  });

  const notification = async (name: string) => {
    const [row] = await t.dataSource.query(
      `SELECT o.status, o.attempts, o.last_error, o.message_id FROM mail_outbox o
       JOIN contact_messages m ON o.subject_key = 'contact-message:' || m.id
       WHERE o.kind = 'contact-notification' AND m.name = $1`,
      [name],
    );
    return row as { status: string; attempts: number; last_error: string | null; message_id: string } | undefined;
  };

  it('keeps the message when the mail server refuses, and delivers it on a retry with the same Message-ID', async () => {
    // the confirmation mail of the admin account made above has gone first
    await outboxSettled(t);
    smtp.refuseNext = 1;
    const before = smtp.mails.length;
    const client = await newClient(t);
    await client.post('/api/contact', { ...valid, name: 'Retry Person' }).expect(200);
    const row = await waitFor(
      async () => ((await notification('Retry Person'))?.status === 'sent' ? notification('Retry Person') : false),
      10_000,
      'the retried notification',
    );
    expect(row).toMatchObject({ attempts: 2, last_error: expect.stringContaining('Try again later') });
    expect(smtp.mails.length - before).toBe(1);
    expect(smtp.mails.at(-1)!.subject).toContain('Retry Person');
    expect(smtp.refused.at(-1)!.header('Message-ID')).toBe(row!.message_id);
    expect(smtp.mails.at(-1)!.header('Message-ID')).toBe(row!.message_id);
    expect(smtp.mails.at(-1)!.header('List-Unsubscribe')).toBeUndefined();
  });

  it('answers before the mail is sent, and holds no transaction open while the SMTP server works', async () => {
    smtp.pause();
    const client = await newClient(t);
    try {
      await client.post('/api/contact', { ...valid, name: 'Patient Person' }).expect(200);
      await waitFor(() => (smtp.heldCount === 1 ? true : false), 10_000, 'the mail at the SMTP server');
      expect((await notification('Patient Person'))?.status).toBe('sending');
      const open = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      );
      expect(open).toEqual([{ n: 0 }]);
    } finally {
      smtp.resume();
    }
    await waitFor(async () => ((await notification('Patient Person'))?.status === 'sent' ? true : false));
  });
});
