import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { AuthErrors } from './auth.errors';
import { UserEntity, UserRole } from './entities/user.entity';

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

const UNIQUE_VIOLATION = '23505';
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

// Other modules reach users through this service.
@Injectable()
export class UsersService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  findById(id: number): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  async findWithPasswordHash(email: string): Promise<UserEntity | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  async create(user: NewUser): Promise<UserEntity> {
    try {
      return await this.users.save(this.users.create({ ...user, email: normalizeEmail(user.email), role: 'customer' }));
    } catch (error) {
      // two sign-ups racing for one address: the unique index decides
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new ConflictException(AuthErrors.emailTaken);
      }
      throw error;
    }
  }

  async setRole(id: number, role: UserRole): Promise<void> {
    await this.users.update({ id }, { role });
  }
}
