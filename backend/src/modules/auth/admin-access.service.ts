import { ForbiddenException, Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '../../core/access/session-user';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { AuthErrors } from './auth.errors';
import { normalizeEmail, UsersService } from './users.service';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

@Injectable()
export class AdminAccessService {
  private readonly logger = new Logger('AdminAccess');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
  ) {}

  // Grants the admin role to the signed-in account when it presents ADMIN_SECRET.
  async grant(caller: SessionUser, email: string, adminSecret: string): Promise<void> {
    if (!this.config.adminSecret) throw new ForbiddenException(AuthErrors.adminSetupDisabled);
    // equal-length digests: the comparison takes the same time whatever was sent
    if (!timingSafeEqual(digest(adminSecret), digest(this.config.adminSecret))) {
      this.logger.warn(`Rejected admin setup attempt by user ${caller.id}`);
      throw new ForbiddenException(AuthErrors.adminSecretInvalid);
    }
    if (normalizeEmail(email) !== normalizeEmail(caller.email))
      throw new ForbiddenException(AuthErrors.adminEmailNotOwn);
    await this.users.setRole(caller.id, 'admin');
    this.logger.log(`User ${caller.id} is now an admin`);
  }
}
