import type { FactoryProvider } from '@nestjs/common';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';

// how long a confirmation link works
export const CONFIRMATION_VALID_DAYS = 7;

// The confirmation link's token is derived, never stored: HMAC(key, nonce), with a random nonce
// kept in the outbox row and a key derived from SESSION_SECRET. The subscribers table keeps only
// the token's SHA-256 (to find the row when the link is clicked), so a copy of the database, the
// outbox included, yields no working link.
export class SubscriptionTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('subscription-confirmation').digest();
  }

  static newNonce(): string {
    return randomBytes(16).toString('base64url');
  }

  token(nonce: string): string {
    return createHmac('sha256', this.key).update(nonce).digest('base64url');
  }

  static hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  // a fresh request: the nonce for the outbox row and the hash for the subscriber row
  issue(): { nonce: string; hash: string } {
    const nonce = SubscriptionTokens.newNonce();
    return { nonce, hash: SubscriptionTokens.hash(this.token(nonce)) };
  }
}

// The app's one SubscriptionTokens, keyed from SESSION_SECRET.
export const subscriptionTokensProvider: FactoryProvider = {
  provide: SubscriptionTokens,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET must be resolved before the app starts');
    return new SubscriptionTokens(config.sessionSecret);
  },
};

// the per-subscriber token of unsubscribe links (stored as it is: it only ever unsubscribes)
export const newUnsubscribeToken = () => randomBytes(24).toString('base64url');
