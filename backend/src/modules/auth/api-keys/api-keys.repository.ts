import { Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import type { ApiKeyScope } from '../../../core/access/access.decorators';
import { ApiKeyEntity } from './api-key.entity';

// A key with its creator's name, as the admin's list shows it.
export type ListedApiKey = Omit<ApiKeyEntity, 'keyHash'> & { creatorName: string };

export interface NewApiKey {
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  keyHash: string;
  createdBy: number;
}

// The key a token stands for, while it is active; recentlyUsed: its last use was written less than
// the interval ago (by the database's clock), so this call need not write it.
export type ActiveApiKey = Pick<ApiKeyEntity, 'id' | 'name' | 'scope' | 'createdBy'> & { recentlyUsed: boolean };

const UNIQUE_VIOLATION = '23505';
const LISTED = `k.id, k.name, k.scope, k.prefix, k.created_by, k.created_at, k.last_used_at, k.revoked_at,
  trim(u.first_name || ' ' || u.last_name) AS creator_name`;

interface ListedRow {
  id: number;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  created_by: number;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  creator_name: string;
}

const toListed = (r: ListedRow): ListedApiKey => ({
  id: r.id,
  name: r.name,
  scope: r.scope,
  prefix: r.prefix,
  createdBy: r.created_by,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  revokedAt: r.revoked_at,
  creatorName: r.creator_name,
});

@Injectable()
export class ApiKeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  // active keys first, newest first, then the revoked ones (most recently revoked first)
  async list(): Promise<ListedApiKey[]> {
    const rows: ListedRow[] = await this.dataSource.query(
      `SELECT ${LISTED} FROM api_keys k JOIN users u ON u.id = k.created_by
       ORDER BY k.revoked_at IS NOT NULL, k.revoked_at DESC, k.created_at DESC, k.id DESC`,
    );
    return rows.map(toListed);
  }

  async find(id: number): Promise<ListedApiKey | null> {
    const rows: ListedRow[] = await this.dataSource.query(
      `SELECT ${LISTED} FROM api_keys k JOIN users u ON u.id = k.created_by WHERE k.id = $1`,
      [id],
    );
    return rows.length ? toListed(rows[0]) : null;
  }

  // the new key's id, or null when an active key already has this name (the unique index decides)
  async create(key: NewApiKey): Promise<number | null> {
    try {
      const rows: { id: number }[] = await this.dataSource.query(
        `INSERT INTO api_keys (name, scope, prefix, key_hash, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [key.name, key.scope, key.prefix, key.keyHash, key.createdBy],
      );
      return rows[0].id;
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        return null;
      }
      throw error;
    }
  }

  // revoked now, unless it already was (then it keeps its time)
  async revoke(id: number): Promise<void> {
    await this.dataSource.query(`UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [id]);
  }

  async findActiveByHash(keyHash: string, intervalSeconds: number): Promise<ActiveApiKey | null> {
    const rows: { id: number; name: string; scope: ApiKeyScope; created_by: number; recently_used: boolean }[] =
      await this.dataSource.query(
        `SELECT id, name, scope, created_by,
                coalesce(last_used_at > now() - make_interval(secs => $2), false) AS recently_used
         FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL`,
        [keyHash, intervalSeconds],
      );
    const [r] = rows;
    return r
      ? { id: r.id, name: r.name, scope: r.scope, createdBy: r.created_by, recentlyUsed: r.recently_used }
      : null;
  }

  // last used now, written only when it is unknown or older than `intervalSeconds` (most calls write nothing)
  async touch(id: number, intervalSeconds: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE api_keys SET last_used_at = now()
       WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= now() - make_interval(secs => $2))`,
      [id, intervalSeconds],
    );
  }
}
