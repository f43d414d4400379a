import type { FactoryProvider } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';

// What a tracked link or pixel says: whose mail (the person), which mail (its outbox subject), and
// for a link, where it goes.
export interface Tracked {
  contactId: number;
  subjectKey: string;
  url?: string;
}

// The tokens of tracked links and pixels: the facts themselves, signed with a key derived from
// SESSION_SECRET, so nothing is stored per link and nobody can make one (nor turn the click route
// into an open redirect: it only goes where a signed token says).
export class TrackingTokens {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = createHmac('sha256', sessionSecret).update('mail-tracking').digest();
  }

  sign(tracked: Tracked): string {
    const body = Buffer.from(JSON.stringify([tracked.contactId, tracked.subjectKey, tracked.url ?? null])).toString(
      'base64url',
    );
    return `${body}.${this.mac(body)}`;
  }

  read(token: string): Tracked | null {
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const [contactId, subjectKey, url] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [
        number,
        string,
        string | null,
      ];
      return { contactId, subjectKey, ...(url ? { url } : {}) };
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url').slice(0, 32);
  }
}

export const trackingTokensProvider: FactoryProvider = {
  provide: TrackingTokens,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET must be resolved before the app starts');
    return new TrackingTokens(config.sessionSecret);
  },
};
