import type { FactoryProvider } from '@nestjs/common';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { SignedLinks } from '../mails/signed-links';

// What a tracked link or pixel says: whose mail (the person), which mail (its outbox subject), and
// for a link, where it goes.
export interface Tracked {
  contactId: number;
  subjectKey: string;
  url?: string;
}

// The tokens of tracked links and pixels: the facts themselves, signed (mails/signed-links.ts), so
// nothing is stored per link and nobody can make one (nor turn the click route into an open
// redirect: it only goes where a signed token says).
export class TrackingTokens {
  private readonly links: SignedLinks;

  constructor(sessionSecret: string) {
    this.links = new SignedLinks(sessionSecret, 'mail-tracking');
  }

  sign(tracked: Tracked): string {
    return this.links.sign([tracked.contactId, tracked.subjectKey, tracked.url ?? null]);
  }

  read(token: string): Tracked | null {
    const facts = this.links.read(token);
    if (!facts) return null;
    const [contactId, subjectKey, url] = facts as [number, string, string | null];
    return { contactId, subjectKey, ...(url ? { url } : {}) };
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
