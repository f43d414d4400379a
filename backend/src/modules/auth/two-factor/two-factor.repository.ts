import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface StoredTwoFactor {
  secretSealed: string;
  enabled: boolean;
}

// The two_factor and recovery_codes tables (migration 1764860000000): each use of a code is one
// conditional UPDATE, so two requests with the same code cannot both pass.
@Injectable()
export class TwoFactorRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: number, tx: EntityManager = this.dataSource.manager): Promise<StoredTwoFactor | null> {
    const rows: { secret_sealed: string; enabled_at: Date | null }[] = await tx.query(
      `SELECT secret_sealed, enabled_at FROM two_factor WHERE user_id = $1`,
      [userId],
    );
    return rows[0] ? { secretSealed: rows[0].secret_sealed, enabled: rows[0].enabled_at !== null } : null;
  }

  async isEnabled(userId: number): Promise<boolean> {
    return (await this.find(userId))?.enabled ?? false;
  }

  // A new secret waiting for its first code; an account with two-factor on keeps its own (false).
  async startEnrolment(userId: number, secretSealed: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO two_factor (user_id, secret_sealed) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, last_step = 0, created_at = now()
         WHERE two_factor.enabled_at IS NULL
       RETURNING user_id`,
      [userId, secretSealed],
    );
    return rows.length === 1;
  }

  // Accepts the code's time step once: true when no code of this or a later step was accepted yet.
  async useStep(tx: EntityManager, userId: number, step: number, enabled: boolean): Promise<boolean> {
    const [, count]: [unknown[], number] = await tx.query(
      `UPDATE two_factor SET last_step = $2 WHERE user_id = $1 AND last_step < $2
         AND (enabled_at IS NOT NULL) = $3`,
      [userId, step, enabled],
    );
    return count === 1;
  }

  async enable(tx: EntityManager, userId: number): Promise<void> {
    await tx.query(`UPDATE two_factor SET enabled_at = now() WHERE user_id = $1`, [userId]);
  }

  async remove(tx: EntityManager, userId: number): Promise<void> {
    await tx.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    await tx.query(`DELETE FROM two_factor WHERE user_id = $1`, [userId]);
  }

  async replaceRecoveryCodes(tx: EntityManager, userId: number, hashes: string[]): Promise<void> {
    await tx.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    await tx.query(`INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::char(64)[])`, [
      userId,
      hashes,
    ]);
  }

  // Uses the recovery code once: true when it was the account's and unused.
  async useRecoveryCode(tx: EntityManager, userId: number, hash: string): Promise<boolean> {
    const [, count]: [unknown[], number] = await tx.query(
      `UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, hash],
    );
    return count === 1;
  }

  async recoveryCodesLeft(userId: number): Promise<number> {
    const [row]: { remaining: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS remaining FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    );
    return row.remaining;
  }
}
