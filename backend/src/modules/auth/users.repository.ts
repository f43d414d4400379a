import { ConflictException, Injectable } from '@nestjs/common';
import { EntityManager, QueryFailedError } from 'typeorm';
import { AuthErrors } from './auth.errors';
import { UserEntity, type UserRole } from './entities/user.entity';

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

const UNIQUE_VIOLATION = '23505';
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Writes to accounts, each inside the caller's transaction (the mails they cause go with them).
@Injectable()
export class UsersRepository {
  // The new account, or null when the address already has one (also when a simultaneous
  // registration took it first: the unique index decides, and this insert waits for it).
  async createIfNew(tx: EntityManager, user: NewUser): Promise<UserEntity | null> {
    const inserted = await tx
      .createQueryBuilder()
      .insert()
      .into(UserEntity)
      .values({
        ...user,
        email: normalizeEmail(user.email),
        role: 'customer',
        emailConfirmedAt: null,
        pendingEmail: null,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (inserted.raw as { id: number }[])[0]?.id;
    return id === undefined ? null : this.find(tx, id);
  }

  // The account; locked until the transaction ends when it is to be changed (one change at a time).
  find(tx: EntityManager, id: number, forUpdate = false): Promise<UserEntity | null> {
    const lock = forUpdate ? ({ mode: 'pessimistic_write' } as const) : undefined;
    return tx.getRepository(UserEntity).findOne({ where: { id }, lock });
  }

  // Another account with this address (any letter case), if there is one.
  async emailUsedByOther(tx: EntityManager, email: string, userId: number): Promise<boolean> {
    const other = await tx
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('lower(u.email) = :email AND u.id <> :userId', { email: normalizeEmail(email), userId })
      .getExists();
    return other;
  }

  async update(tx: EntityManager, id: number, changes: Partial<UserEntity>): Promise<void> {
    await this.unique(AuthErrors.emailUsedByOther, () => tx.getRepository(UserEntity).update({ id }, changes));
  }

  // answers the database's time of the change
  async setPasswordHash(tx: EntityManager, id: number, passwordHash: string): Promise<Date> {
    // an UPDATE answers [rows, count]
    const [[row]]: [{ password_changed_at: Date }[], number] = await tx.query(
      `UPDATE users SET password_hash = $2, password_changed_at = now() WHERE id = $1 RETURNING password_changed_at`,
      [id, passwordHash],
    );
    return row.password_changed_at;
  }

  async passwordHash(tx: EntityManager, id: number): Promise<string | null> {
    const user = await tx
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('u.id = :id', { id })
      .getOne();
    return user?.passwordHash ?? null;
  }

  // the ids of the accounts whose address or full name matches the ILIKE pattern
  async idsMatching(tx: EntityManager, pattern: string): Promise<number[]> {
    const rows = (await tx.query(
      `SELECT u.id FROM users u WHERE u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1`,
      [pattern],
    )) as { id: number }[];
    return rows.map((r) => r.id);
  }

  // The account and every admin, locked in id order (two admins deleting themselves at once wait
  // for each other instead of both passing the "last admin" check, and never deadlock).
  async lockWithAdmins(tx: EntityManager, id: number): Promise<{ id: number; role: UserRole }[]> {
    return tx.query(`SELECT id, role FROM users WHERE id = $1 OR role = 'admin' ORDER BY id FOR UPDATE`, [id]);
  }

  // Its account tokens and its product-updates row go with it (ON DELETE CASCADE); its orders must
  // have been let go first (the foreign key refuses otherwise).
  async delete(tx: EntityManager, id: number): Promise<void> {
    await tx.getRepository(UserEntity).delete({ id });
  }

  // two accounts racing for one address: the unique index decides
  private async unique<T>(message: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new ConflictException(message);
      }
      throw error;
    }
  }
}
