import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';

export interface ContactRow {
  id: number;
  email: string;
  userId: number | null;
  subscriberId: number | null;
  unsubscribedAt: Date | null;
  unsubscribeToken: string;
}

export type TagSource = 'manual' | 'csv' | 'sequence' | 'lead-magnet';

const COLUMNS = `id, email, user_id AS "userId", subscriber_id AS "subscriberId",
  unsubscribed_at AS "unsubscribedAt", unsubscribe_token AS "unsubscribeToken"`;

export const newContactToken = () => randomBytes(24).toString('base64url');

// contacts (one person per address, lower-cased) and their tags.
@Injectable()
export class ContactsRepository {
  constructor(private readonly db: DataSource) {}

  // The person of this address, made when new; the account or subscriber given is linked to them
  // (a link they have already stays). Two at once make one (the unique index on lower(email)).
  async ensure(
    tx: EntityManager,
    person: { email: string; userId?: number | null; subscriberId?: number | null },
  ): Promise<ContactRow> {
    const [row] = (await tx.query(
      `INSERT INTO contacts (email, user_id, subscriber_id, unsubscribe_token)
       VALUES (lower($1), $2, $3, $4)
       ON CONFLICT (lower(email)) DO UPDATE
         SET user_id = coalesce(contacts.user_id, EXCLUDED.user_id),
             subscriber_id = coalesce(contacts.subscriber_id, EXCLUDED.subscriber_id)
       RETURNING ${COLUMNS}`,
      [person.email.trim(), person.userId ?? null, person.subscriberId ?? null, newContactToken()],
    )) as ContactRow[];
    return row;
  }

  async setFirstOrder(tx: EntityManager, contactId: number, orderId: number): Promise<void> {
    await tx.query('UPDATE contacts SET first_order_id = $2 WHERE id = $1 AND first_order_id IS NULL', [
      contactId,
      orderId,
    ]);
  }

  async byUser(tx: EntityManager, userId: number): Promise<ContactRow | null> {
    const [row] = (await tx.query(`SELECT ${COLUMNS} FROM contacts WHERE user_id = $1`, [userId])) as ContactRow[];
    return row ?? null;
  }

  async byId(id: number, tx: EntityManager = this.db.manager): Promise<ContactRow | null> {
    const [row] = (await tx.query(`SELECT ${COLUMNS} FROM contacts WHERE id = $1`, [id])) as ContactRow[];
    return row ?? null;
  }

  async byToken(token: string): Promise<ContactRow | null> {
    const [row] = (await this.db.query(`SELECT ${COLUMNS} FROM contacts WHERE unsubscribe_token = $1`, [
      token,
    ])) as ContactRow[];
    return row ?? null;
  }

  // the people of these addresses (any case) that exist
  async byEmails(tx: EntityManager, emails: string[]): Promise<ContactRow[]> {
    return (await tx.query(`SELECT ${COLUMNS} FROM contacts WHERE lower(email) = ANY($1::text[])`, [
      emails.map((e) => e.trim().toLowerCase()),
    ])) as ContactRow[];
  }

  // Marketing mail stops for good (until they opt in again); their sequences end with it.
  async unsubscribe(tx: EntityManager, contactId: number, now: Date): Promise<void> {
    await tx.query('UPDATE contacts SET unsubscribed_at = coalesce(unsubscribed_at, $2) WHERE id = $1', [
      contactId,
      now,
    ]);
    await tx.query(
      `UPDATE sequence_enrolments SET status = 'exited', finished_at = $2, exit_reason = 'Unsubscribed from marketing e-mails'
        WHERE contact_id = $1 AND status = 'active'`,
      [contactId, now],
    );
  }

  // they asked for marketing mail again (a lead magnet's confirmed address)
  async resubscribe(tx: EntityManager, contactId: number): Promise<void> {
    await tx.query('UPDATE contacts SET unsubscribed_at = NULL WHERE id = $1', [contactId]);
  }

  // Tags these people; answers those who did not carry it (their "tag added").
  async addTag(tx: EntityManager, contactIds: number[], tag: string, source: TagSource): Promise<number[]> {
    const rows = (await tx.query(
      `INSERT INTO contact_tags (contact_id, tag, source) SELECT unnest($1::int[]), $2, $3
       ON CONFLICT DO NOTHING RETURNING contact_id AS "contactId"`,
      [contactIds, tag, source],
    )) as { contactId: number }[];
    return rows.map((r) => r.contactId);
  }

  async removeTag(tx: EntityManager, contactIds: number[], tag: string): Promise<number> {
    const [, count] = (await tx.query('DELETE FROM contact_tags WHERE contact_id = ANY($1::int[]) AND tag = $2', [
      contactIds,
      tag,
    ])) as [unknown, number];
    return count;
  }

  async tagCounts(): Promise<{ tag: string; people: number }[]> {
    return (await this.db.query(
      'SELECT tag, count(*)::int AS people FROM contact_tags GROUP BY tag ORDER BY people DESC, tag',
    )) as { tag: string; people: number }[];
  }
}
