import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { AuthErrors } from './auth.errors';
import { AuthService } from './auth.service';
import type { UserEntity } from './entities/user.entity';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<UserEntity> {
    const user = await this.auth.validateCredentials(email, password);
    if (!user) throw new UnauthorizedException(AuthErrors.invalidCredentials);
    return user;
  }
}
