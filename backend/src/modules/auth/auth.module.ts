import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAccessController } from './admin-access.controller';
import { AdminAccessService } from './admin-access.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { UserEntity } from './entities/user.entity';
import { LocalStrategy } from './local.strategy';
import { PasswordHasher } from './password-hasher';
import { SessionSerializer } from './session.serializer';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), PassportModule.register({ session: true })],
  controllers: [AuthController, AdminAccessController],
  providers: [AuthService, AdminAccessService, UsersService, PasswordHasher, LocalStrategy, SessionSerializer],
  exports: [UsersService],
})
export class AuthModule {}
