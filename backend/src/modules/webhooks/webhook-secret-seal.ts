import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { Seal } from '../auth';

// An endpoint's signing secret must be read back to sign each delivery, so it is sealed (AES-GCM
// under a key from SESSION_SECRET, which the database never holds), not hashed.
@Injectable()
export class WebhookSecretSeal extends Seal {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, 'webhook-secret-seal');
  }
}

// shown to the owner once, on creation and on rolling it
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;
