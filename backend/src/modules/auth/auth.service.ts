import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EmailConfirmationService } from './account/email-confirmation.service';
import type { RegisterDto } from './dto/register.dto';
import { AuthErrors } from './auth.errors';
import type { UserEntity } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly usersRepo: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly confirmation: EmailConfirmationService,
  ) {}

  // The account and the mail with its confirmation link, in one transaction.
  async register(input: RegisterDto): Promise<UserEntity> {
    if (await this.users.findWithPasswordHash(input.email)) throw new ConflictException(AuthErrors.emailTaken);
    const passwordHash = await this.hasher.hash(input.password);
    return this.dataSource.transaction(async (tx) => {
      const user = await this.usersRepo.create(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
      });
      await this.confirmation.sendForNewAccount(tx, user);
      return user;
    });
  }

  // The user for a correct e-mail and password, else null (the caller answers one 401 for both).
  async validateCredentials(email: string, password: string): Promise<UserEntity | null> {
    const user = await this.users.findWithPasswordHash(email);
    const ok = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !ok) return null;
    const { passwordHash: _secret, ...safe } = user;
    return safe as UserEntity;
  }
}
