import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { SignedLinks } from '../mails/signed-links';

// The token of a sequence mail's "Stop this series only" link: the person's place in the sequence
// (its enrolment id), signed (mails/signed-links.ts) with a key of its own, so nothing is stored per
// link and nobody can make one. It never expires: the link of an old mail still works.
@Injectable()
export class SequenceLeaveTokens {
  private readonly links: SignedLinks;

  constructor(@Inject(APP_CONFIG) { sessionSecret }: Pick<AppConfig, 'sessionSecret'>) {
    if (!sessionSecret) throw new Error('SESSION_SECRET must be resolved before the app starts');
    this.links = new SignedLinks(sessionSecret, 'sequence-leave');
  }

  sign(enrolmentId: number): string {
    return this.links.sign([enrolmentId]);
  }

  // the enrolment id, or null for a token this site did not sign
  read(token: unknown): number | null {
    const facts = typeof token === 'string' ? this.links.read(token) : null;
    const id = facts?.length === 1 ? facts[0] : null;
    return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
  }
}
