import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
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

  async setRole(id: number, role: UserRole): Promise<void> {
    await this.users.update({ id }, { role });
  }
}
