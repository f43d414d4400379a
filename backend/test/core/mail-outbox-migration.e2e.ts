import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { migrations } from '../../src/core/database/migrations';
import { CreateMailOutbox1764380000000 } from '../../src/core/database/migrations/1764380000000-create-mail-outbox';
import { mailBeforeOutbox } from '../support/factories';
import { scratchDatabase } from '../support/scratch-database';

// The outbox migration moves the newsletter's deliveries and the contact notifications into
// mail_outbox (pending ones stay pending) and its down moves them back; on a scratch database.
describe('the mail outbox migration', () => {
  const scratch = scratchDatabase('mig_outbox');
  let ds: DataSource;

  beforeAll(async () => {
    await scratch.create();
    const upTo = migrations.indexOf(CreateMailOutbox1764380000000) + 1;
    ds = await new DataSource({
      ...dataSourceOptions(scratch.url),
      migrations: migrations.slice(0, upTo),
    }).initialize();
  });
  afterAll(async () => {
    await ds.destroy();
    await scratch.drop();
  });

  it('moves deliveries and notifications into the outbox, and back', async () => {
    await ds.runMigrations({ transaction: 'each' });
    await ds.undoLastMigration({ transaction: 'each' });
    await mailBeforeOutbox(ds);

    await ds.runMigrations({ transaction: 'each' });
    const owner = process.env.OWNER_EMAIL?.trim() || 'owner@example.com';
    const moved = await ds.query(
      `SELECT kind, subject_key, recipient, payload, status, attempts, claimed_at IS NOT NULL AS claimed,
         sent_at IS NOT NULL AS sent, last_error, message_id FROM mail_outbox ORDER BY id`,
    );
    const row = (
      kind: string,
      subject: string,
      recipient: string,
      payload: object,
      status: string,
      attempts: number,
    ) => ({
      kind,
      subject_key: subject,
      recipient,
      payload,
      status,
      attempts,
      claimed: status === 'sending',
      sent: status === 'sent',
      last_error: status === 'pending' && kind === 'newsletter' ? '451 Try again later' : null,
      message_id: null,
    });
    const issue = (subscriberId: number) => ({ postId: 1, subscriberId });
    expect(moved).toEqual([
      row('newsletter', 'post:1', 'r1@example.com', issue(1), 'sent', 1),
      row('newsletter', 'post:1', 'r2@example.com', issue(2), 'pending', 1),
      row('newsletter', 'post:1', 'r3@example.com', issue(3), 'sending', 1),
      row('contact-notification', 'contact-message:1', owner, { contactMessageId: 1 }, 'sent', 1),
      row('contact-notification', 'contact-message:2', owner, { contactMessageId: 2 }, 'pending', 2),
      row('contact-notification', 'contact-message:3', owner, { contactMessageId: 3 }, 'failed', 10),
    ]);
    const columns = await ds.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'contact_messages' ORDER BY ordinal_position`,
    );
    expect(columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'id',
      'name',
      'email',
      'subject',
      'message',
      'created_at',
    ]);

    await ds.undoLastMigration({ transaction: 'each' });
    expect(
      await ds.query(
        `SELECT subscriber_id, status, attempts, locked_at IS NOT NULL AS locked FROM newsletter_deliveries ORDER BY subscriber_id`,
      ),
    ).toEqual([
      { subscriber_id: 1, status: 'sent', attempts: 1, locked: false },
      { subscriber_id: 2, status: 'pending', attempts: 1, locked: false },
      { subscriber_id: 3, status: 'sending', attempts: 1, locked: true },
    ]);
    expect(
      await ds.query(
        `SELECT id, notified_at IS NOT NULL AS notified, notify_attempts FROM contact_messages ORDER BY id`,
      ),
    ).toEqual([
      { id: 1, notified: true, notify_attempts: 1 },
      { id: 2, notified: false, notify_attempts: 2 },
      { id: 3, notified: false, notify_attempts: 10 },
    ]);
  });
});
