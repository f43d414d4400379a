import { MAIL_OUTBOX_OPTIONS } from '../../src/core/mail/mail-outbox.options';
import { newClient } from '../support/client';
import { emptyContactMessages, emptyOutbox, setAlertAddress } from '../support/factories';
import { outboxSettled, quickMail } from '../support/mail-outbox';
import { SmtpCapture } from '../support/smtp-capture';
import { createTestApp, type TestApp } from '../support/test-app';
import { ask, registerTestFacts } from './chat-helpers';

// "Talk to a person": the conversation, as the assistant recorded it, reaches the owner once as a
// contact message from the visitor's address (its notification through the mail outbox), however
// many times, and however many at once, it is sent.
describe('the assistant hands a conversation over to the owner', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    smtp = new SmtpCapture();
    t = await createTestApp({
      env: { SMTP_URL: await smtp.start(), OWNER_EMAIL: 'owner@coach.example' },
      overrides: [[MAIL_OUTBOX_OPTIONS, quickMail()]],
    });
    await Promise.all([emptyContactMessages(t), emptyOutbox(t), setAlertAddress(t, null)]);
    await registerTestFacts(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the recorded conversation once, whoever sends it how often at the same time', async () => {
    const client = await newClient(t);
    const first = await ask(client, 'How long is the Zephyr retreat?');
    const second = await ask(client, 'Can I bring my dog to the retreat in Lisbon?', first);
    expect(second.answered).toBe(false);
    const handover = { conversationId: first.conversationId, email: 'Sam@Example.com', name: 'Sam' };
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => (await newClient(t)).post('/api/chat/handover', handover)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((a) => a.status === 200)!.body.message).toBe(
      'Sent. The owner will reply to you by e-mail, usually within 24 hours.',
    );
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(
      'This conversation was already sent to the owner. They will reply by e-mail.',
    );
    const messages = await t.dataSource.query('SELECT name, email, subject, message FROM contact_messages');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ name: 'Sam', email: 'sam@example.com', subject: 'other' });
    expect(messages[0].message).toContain('Question: How long is the Zephyr retreat?');
    expect(messages[0].message).toContain('Question: Can I bring my dog to the retreat in Lisbon?');
    expect(messages[0].message).toContain("Assistant: I don't know that.");
    await outboxSettled(t);
    const toOwner = smtp.mails.filter((m) => m.to.includes('owner@coach.example'));
    expect(toOwner.map((m) => m.subject)).toEqual(['New message: Other from Sam']);
    expect(toOwner[0].header('Reply-To')).toBe('sam@example.com');
    const [conversation] = await t.dataSource.query(
      'SELECT handover_email, handed_over_at IS NOT NULL AS sent FROM assistant_conversations WHERE id = $1',
      [first.conversationId],
    );
    expect(conversation).toEqual({ handover_email: 'sam@example.com', sent: true });
  });

  it('refuses a conversation it does not keep, and a bad address, sending nothing', async () => {
    const client = await newClient(t);
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM contact_messages');
    const gone = await client
      .post('/api/chat/handover', { conversationId: '00000000-0000-4000-8000-000000000000', email: 'a@example.com' })
      .expect(404);
    expect(gone.body.message).toBe(
      'This conversation is no longer kept. Please ask your question again, or use the contact form.',
    );
    const { conversationId } = await ask(client, 'Hello');
    const bad = await client.post('/api/chat/handover', { conversationId, email: 'not-an-address' }).expect(400);
    expect(bad.body.message).toBe('Please enter a valid email');
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM contact_messages')).toEqual(before);
  });
});
