import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface StoredPasskey {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

interface PasskeyRow {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = 'id, user_id, credential_id, public_key, counter, transports, name, created_at, last_used_at';
// a used challenge is kept longer than any challenge lives (5 minutes in the session)
const KEEP_USED_CHALLENGES = `interval '15 minutes'`;

const toPasskey = (r: PasskeyRow): StoredPasskey => ({
  id: r.id,
  userId: r.user_id,
  credentialId: r.credential_id,
  publicKey: new Uint8Array(r.public_key),
  counter: Number(r.counter),
  transports: r.transports,
  name: r.name,
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
});

// The passkeys and passkey_challenges tables (migration 1764880000000). What must happen once (a
// credential registered, a challenge used, a counter raised) is decided here by the database.
@Injectable()
export class PasskeysRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(userId: number): Promise<StoredPasskey[]> {
    const rows: PasskeyRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`,
      [userId],
    );
    return rows.map(toPasskey);
  }

  async count(userId: number): Promise<number> {
    const [row]: { n: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS n FROM passkeys WHERE user_id = $1`,
      [userId],
    );
    return row.n;
  }

  async byCredential(credentialId: string): Promise<StoredPasskey | null> {
    const rows: PasskeyRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM passkeys WHERE credential_id = $1`, [
      credentialId,
    ]);
    return rows[0] ? toPasskey(rows[0]) : null;
  }

  // null when the credential is registered already (to this account or another one)
  async add(
    userId: number,
    p: { credentialId: string; publicKey: Uint8Array; counter: number; transports: string[]; name: string },
  ): Promise<StoredPasskey | null> {
    const rows: PasskeyRow[] = await this.dataSource.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (credential_id) DO NOTHING RETURNING ${COLUMNS}`,
      [userId, p.credentialId, Buffer.from(p.publicKey), p.counter, p.transports, p.name],
    );
    return rows[0] ? toPasskey(rows[0]) : null;
  }

  async rename(userId: number, id: number, name: string): Promise<StoredPasskey | null> {
    const [rows]: [PasskeyRow[], number] = await this.dataSource.query(
      `UPDATE passkeys SET name = $3 WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [id, userId, name],
    );
    return rows[0] ? toPasskey(rows[0]) : null;
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const [, count]: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM passkeys WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    return count === 1;
  }

  // Uses the challenge once: false when another request used it already.
  async useChallenge(challenge: string): Promise<boolean> {
    await this.dataSource.query(`DELETE FROM passkey_challenges WHERE used_at < now() - ${KEEP_USED_CHALLENGES}`);
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO passkey_challenges (challenge) VALUES ($1) ON CONFLICT DO NOTHING RETURNING challenge`,
      [challenge],
    );
    return rows.length === 1;
  }

  // Records a use: the counter only goes up (an authenticator that counts nothing stays at 0), so
  // a copy of the key showing an older counter is refused, even at the same moment (false).
  async used(id: number, counter: number): Promise<boolean> {
    const [, count]: [unknown[], number] = await this.dataSource.query(
      `UPDATE passkeys SET counter = $2, last_used_at = now()
       WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0))`,
      [id, counter],
    );
    return count === 1;
  }
}
