import type { MigrationInterface, QueryRunner } from 'typeorm';

// The Messages inbox (contact module): whether the owner has read a message, whether it was held
// back as spam (the contact form's honeypot field filled in; no owner mail until released), the
// body in the admin's search, and the owner's replies, one per client-made reply id (the same
// reply sent twice is one reply and one mail: the unique constraint decides).
export class ContactInbox1764790000000 implements MigrationInterface {
  name = 'ContactInbox1764790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE contact_messages ADD COLUMN read_at timestamptz, ADD COLUMN held_at timestamptz`);
    await q.query(`DROP INDEX "IDX_contact_messages_search_trgm"`);
    await q.query(
      `CREATE INDEX "IDX_contact_messages_search_trgm" ON contact_messages
       USING gin (name gin_trgm_ops, email gin_trgm_ops, subject gin_trgm_ops, message gin_trgm_ops)`,
    );
    await q.query(`
      CREATE TABLE contact_replies (
        id serial PRIMARY KEY,
        message_id integer NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
        reply_id uuid NOT NULL UNIQUE,
        body varchar(5000) NOT NULL,
        sent_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX contact_replies_message ON contact_replies (message_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE contact_replies`);
    await q.query(`DROP INDEX "IDX_contact_messages_search_trgm"`);
    await q.query(
      `CREATE INDEX "IDX_contact_messages_search_trgm" ON contact_messages
       USING gin (name gin_trgm_ops, email gin_trgm_ops, subject gin_trgm_ops)`,
    );
    await q.query(`ALTER TABLE contact_messages DROP COLUMN read_at, DROP COLUMN held_at`);
  }
}
