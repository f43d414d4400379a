import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AccountTokenPurpose } from '../entities/account-token.entity';

export interface NewAccountToken {
  userId: number;
  purpose: AccountTokenPurpose;
  email: string;
  hash: string;
  lifetimeSeconds: number;
}

export interface StoredToken {
  id: number;
  userId: number;
  purpose: AccountTokenPurpose;
  email: string;
  used: boolean;
  // on the database's clock, so every replica agrees
  expired: boolean;
}

interface TokenRow {
  id: number;
  user_id: number;
  purpose: AccountTokenPurpose;
  email: string;
  used: boolean;
  expired: boolean;
}

const COLUMNS = `id, user_id, purpose, email, used_at IS NOT NULL AS used, expires_at <= now() AS expired`;
const toStored = (r: TokenRow): StoredToken => ({
  id: r.id,
  userId: r.user_id,
  purpose: r.purpose,
  email: r.email,
  used: r.used,
  expired: r.expired,
});

@Injectable()
export class AccountTokensRepository {
  constructor(private readonly dataSource: DataSource) {}

  async issue(tx: EntityManager, t: NewAccountToken): Promise<number> {
    const [row]: { id: number }[] = await tx.query(
      `INSERT INTO account_tokens (user_id, purpose, email, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING id`,
      [t.userId, t.purpose, t.email, t.hash, t.lifetimeSeconds],
    );
    return row.id;
  }

  // Locked for the rest of the transaction when it is being used: two clicks, one use.
  async findByHash(tx: EntityManager, hash: string, forUpdate = false): Promise<StoredToken | null> {
    const rows: TokenRow[] = await tx.query(
      `SELECT ${COLUMNS} FROM account_tokens WHERE token_hash = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
      [hash],
    );
    return rows[0] ? toStored(rows[0]) : null;
  }

  async findById(id: number): Promise<StoredToken | null> {
    const rows: TokenRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM account_tokens WHERE id = $1`, [id]);
    return rows[0] ? toStored(rows[0]) : null;
  }

  // Every address a link of the account was sent to (its earlier addresses among them).
  async addressesOf(tx: EntityManager, userId: number): Promise<string[]> {
    const rows: { email: string }[] = await tx.query(
      `SELECT DISTINCT lower(email) AS email FROM account_tokens WHERE user_id = $1`,
      [userId],
    );
    return rows.map((r) => r.email);
  }

  // Every link of this purpose the account still has stops working (the one used among them).
  async retire(tx: EntityManager, userId: number, purpose: AccountTokenPurpose): Promise<void> {
    await tx.query(
      `UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [userId, purpose],
    );
  }
}
