import type { FactoryProvider } from '@nestjs/common';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';

// how long a guide's link confirms the address, and how long the guide downloads once confirmed
export const CLAIM_LINK_DAYS = 7;
export const DOWNLOAD_DAYS = 30;

// The link of a guide's mail: HMAC(key, nonce), the nonce kept in the outbox row and the key
// derived from SESSION_SECRET; the claim keeps only the token's SHA-256, so a copy of the database
// yields no working link (as the daily e-mail's confirmation links: blog/subscription-token.ts).
export class ClaimTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('lead-magnet-claim').digest();
  }

  token(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest('base64url');
  }

  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  issue(): { nonce: string; hash: string } {
    const nonce = randomBytes(16).toString('base64url');
    return { nonce, hash: ClaimTokens.hash(this.token(nonce)) };
  }
}

export const claimTokensProvider: FactoryProvider = {
  provide: ClaimTokens,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET must be resolved before the app starts');
    return new ClaimTokens(config.sessionSecret);
  },
};
