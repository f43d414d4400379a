import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { UserEntity, UserRole } from './entities/user.entity';
import { normalizeEmail } from './users.repository';

export { normalizeEmail } from './users.repository';

// Other modules reach users through this service (reads, and the admin role).
@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  findByIds(ids: number[]): Promise<UserEntity[]> {
    return ids.length ? this.users.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  // A subquery for another module's query builder: the ids of the users whose e-mail address or
  // name ("Ada Lovelace") matches the ILIKE pattern bound to `:${param}`. The table stays auth's.
  idsMatchingSql(param: string): string {
    return `SELECT u.id FROM users u WHERE u.email ILIKE :${param} OR (u.first_name || ' ' || u.last_name) ILIKE :${param}`;
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
