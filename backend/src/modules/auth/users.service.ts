import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { UserEntity, UserRole } from './entities/user.entity';
import { normalizeEmail, UsersRepository } from './users.repository';

export { normalizeEmail } from './users.repository';

// Other modules reach users through this service (reads, and the admin role).
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    private readonly accounts: UsersRepository,
  ) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  // in the caller's transaction when it passes one (a name or an address read beside its own rows)
  findByIds(ids: number[], tx?: EntityManager): Promise<UserEntity[]> {
    const users = tx ? tx.getRepository(UserEntity) : this.users;
    return ids.length ? users.findBy({ id: In([...new Set(ids)]) }) : Promise.resolve([]);
  }

  // Another module's rows that name an account (userId), each with that account, in their order; a
  // row whose account is gone is left out, as a join would. One read for the batch, in the caller's
  // transaction when it passes one.
  async withAccounts<T extends { userId: number }>(
    rows: T[],
    tx?: EntityManager,
  ): Promise<(T & { account: UserEntity })[]> {
    const accounts = new Map(
      (
        await this.findByIds(
          rows.map((row) => row.userId),
          tx,
        )
      ).map((user) => [user.id, user]),
    );
    return rows.flatMap((row) => {
      const account = accounts.get(row.userId);
      return account ? [{ ...row, account }] : [];
    });
  }

  // the ids of the accounts whose e-mail address or name ("Ada Lovelace") matches the ILIKE pattern
  // (another module's search filters its own rows by them)
  idsMatching(pattern: string): Promise<number[]> {
    return this.accounts.idsMatching(this.users.manager, pattern);
  }

  async findWithPasswordHash(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  async findByEmail(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .where('lower(u.email) = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  // The confirmed address of the first admin account (the oldest): where the owner's alerts go by
  // default. null when no admin has confirmed theirs.
  async firstAdminConfirmedEmail(tx?: EntityManager): Promise<string | null> {
    const users = tx ? tx.getRepository(UserEntity) : this.users;
    const admin = await users.findOne({
      where: { role: 'admin', emailConfirmedAt: Not(IsNull()) },
      order: { id: 'ASC' },
    });
    return admin?.email ?? null;
  }

  async setRole(id: number, role: UserRole): Promise<void> {
    await this.users.update({ id }, { role });
  }
}
