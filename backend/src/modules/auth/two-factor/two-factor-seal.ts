import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { Seal } from '../tokens/token-seal';

// Authenticator secrets are sealed at rest: a copy of the database (a backup) signs nobody in.
@Injectable()
export class TwoFactorSeal extends Seal {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, 'two-factor-secret');
  }
}
