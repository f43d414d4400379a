import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HttpCoreModule } from '../../core/http/http-core.module';
import { AdminAccessController } from './admin-access.controller';
import { AdminAccessService } from './admin-access.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { UserEntity } from './entities/user.entity';
import { LocalStrategy } from './local.strategy';
import { PasswordHasher } from './password-hasher';
import { SessionSerializer } from './session.serializer';
import { SignInThrottle } from './sign-in-throttle';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), PassportModule.register({ session: true }), HttpCoreModule],
  controllers: [AuthController, AdminAccessController],
  providers: [
    AuthService,
    AdminAccessService,
    UsersService,
    PasswordHasher,
    LocalStrategy,
    SessionSerializer,
    SignInThrottle,
  ],
  exports: [UsersService],
})
export class AuthModule {}
