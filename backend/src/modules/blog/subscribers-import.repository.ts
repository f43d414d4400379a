import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { RecipientsSelect } from '../../core/mail/mail-outbox.types';

// An address of the import already on the list, and whether it ever left it: an inactive address
// that was confirmed once (or has an unsubscribe date) unsubscribed; one never confirmed is waiting.
export interface KnownAddress {
  id: number;
  email: string;
  active: boolean;
  unsubscribed: boolean;
}

// A new row of an import without consent: its confirmation link's hash, and the nonce it came from.
export interface PendingRow {
  email: string;
  unsubscribeToken: string;
  tokenHash: string;
}

// A reader another platform's export brings.
export interface ImportedRow {
  email: string;
  unsubscribeToken: string;
  active: boolean;
  subscribedAt: Date | null;
}

// The bulk statements of a CSV import (thousands of rows in a handful of statements). Raw SQL:
// unnest of arrays, ON CONFLICT on the lower(email) index, the database's clock.
@Injectable()
export class SubscribersImportRepository {
  constructor(private readonly dataSource: DataSource) {}

  // locked for the import's transaction
  async lockKnown(tx: EntityManager, emails: string[]): Promise<KnownAddress[]> {
    return tx.query(
      `SELECT id, lower(email) AS email, active,
         (NOT active AND (unsubscribed_at IS NOT NULL OR confirmed_at IS NOT NULL)) AS unsubscribed
       FROM subscribers WHERE lower(email) = ANY($1::text[]) ORDER BY id FOR UPDATE`,
      [emails],
    );
  }

  // With consent: active and confirmed now. Answers how many were new (a row written meanwhile by
  // a subscribe is left as it is).
  async insertConfirmed(tx: EntityManager, emails: string[], unsubscribeTokens: string[]): Promise<number> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO subscribers (email, unsubscribe_token, active, confirmed_at)
       SELECT x.email, x.token, true, now() FROM unnest($1::text[], $2::text[]) AS x(email, token)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [emails, unsubscribeTokens],
    );
    return rows.length;
  }

  // With consent, addresses that were waiting for their click: confirmed now.
  async confirmWaiting(tx: EntityManager, ids: number[]): Promise<number> {
    const [rows]: [unknown[], number] = await tx.query(
      `UPDATE subscribers SET active = true, confirmed_at = now(), confirm_expires_at = NULL
       WHERE id = ANY($1::int[]) AND NOT active RETURNING id`,
      [ids],
    );
    return rows.length;
  }

  // Without consent: inactive, each with a confirmation link valid for `validSeconds`. Answers the
  // new rows' ids and link hashes.
  async insertPending(
    tx: EntityManager,
    rows: PendingRow[],
    validSeconds: number,
  ): Promise<{ id: number; tokenHash: string }[]> {
    const inserted: { id: number; confirm_token_hash: string }[] = await tx.query(
      `INSERT INTO subscribers (email, unsubscribe_token, active, confirmed_at, confirm_token_hash,
         confirm_expires_at, confirm_sent_at)
       SELECT x.email, x.token, false, NULL, x.hash, now() + make_interval(secs => $4), now()
       FROM unnest($1::text[], $2::text[], $3::text[]) AS x(email, token, hash)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING id, confirm_token_hash`,
      [rows.map((r) => r.email), rows.map((r) => r.unsubscribeToken), rows.map((r) => r.tokenHash), validSeconds],
    );
    return inserted.map((r) => ({ id: r.id, tokenHash: r.confirm_token_hash }));
  }

  // the outbox's recipients and payloads for those rows' confirmation mails
  confirmationRecipients(ids: number[], nonces: string[]): RecipientsSelect {
    return {
      sql: `SELECT s.email AS recipient, jsonb_build_object('subscriberId', s.id, 'nonce', x.nonce) AS payload
            FROM unnest($1::int[], $2::text[]) AS x(id, nonce) JOIN subscribers s ON s.id = x.id ORDER BY s.id`,
      params: [ids, nonces],
    };
  }

  // which of these addresses are on the list (lower-cased)
  async knownEmails(emails: string[]): Promise<Set<string>> {
    if (!emails.length) return new Set();
    const rows: { email: string }[] = await this.dataSource.query(
      `SELECT lower(email) AS email FROM subscribers WHERE lower(email) = ANY($1::text[])`,
      [emails.map((e) => e.toLowerCase())],
    );
    return new Set(rows.map((r) => r.email));
  }

  // Other platforms' readers (modules/imports), in one statement: each active and confirmed with the
  // consent its export records, or inactive and unsubscribed (so that no import adds it back). The
  // new rows' ids by their address; an address on the list already is left as it is, and not there.
  async insertImported(tx: EntityManager, rows: ImportedRow[]): Promise<Map<string, number>> {
    if (!rows.length) return new Map();
    const inserted: { id: number; email: string }[] = await tx.query(
      `INSERT INTO subscribers (email, unsubscribe_token, active, subscribed_at, confirmed_at, unsubscribed_at)
       SELECT lower(x.email), x.token, x.active, coalesce(x.at, now()),
         CASE WHEN x.active THEN now() END, CASE WHEN NOT x.active THEN now() END
       FROM unnest($1::text[], $2::text[], $3::boolean[], $4::timestamptz[]) AS x(email, token, active, at)
       ORDER BY lower(x.email)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING id, email`,
      [
        rows.map((r) => r.email),
        rows.map((r) => r.unsubscribeToken),
        rows.map((r) => r.active),
        rows.map((r) => r.subscribedAt),
      ],
    );
    return new Map(inserted.map((r) => [r.email, r.id]));
  }
}
