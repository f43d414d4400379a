import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';

export interface NewToken {
  // goes into the mailed link only
  token: string;
  // what the database keeps
  hash: string;
}

// 32 random bytes: unguessable, so a fast hash is enough to make a stolen table useless.
export function newToken(): NewToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

// AES-256-GCM under a key derived from SESSION_SECRET (which the database never holds) and the
// seal's purpose, so what one seal closes no other opens.
export class Seal {
  private readonly key: Buffer;

  constructor(config: AppConfig, purpose: string) {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET must be resolved before the app starts');
    this.key = createHmac('sha256', config.sessionSecret).update(purpose).digest();
  }

  seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
  }

  // null when the seal is damaged or was made under another SESSION_SECRET
  open(sealed: unknown): string | null {
    if (typeof sealed !== 'string') return null;
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

// The mail outbox renders a mail when it sends it, from the row's payload; a link's token must
// therefore travel in that payload, but never readable from the database: it is sealed there.
@Injectable()
export class TokenSeal extends Seal {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config, 'account-token-seal');
  }
}
