import { ConflictException, Injectable } from '@nestjs/common';
import type { RegisterDto } from './dto/register.dto';
import { AuthErrors } from './auth.errors';
import type { UserEntity } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';
import { UsersService } from './users.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
  ) {}

  async register(input: RegisterDto): Promise<UserEntity> {
    if (await this.users.findWithPasswordHash(input.email)) throw new ConflictException(AuthErrors.emailTaken);
    return this.users.create({
      email: input.email,
      passwordHash: await this.hasher.hash(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
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
