import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';

// The token of a drip mail's stop link: the enrolment ids it stops and an HMAC over them, keyed
// from SESSION_SECRET (like the newsletter's tokens, nothing is stored). It never expires: a stop
// link in an old mail still works. One id for each course's own link; the ids of every course in
// the mail for its List-Unsubscribe header, since a mail client's one-click stops the whole mail.
@Injectable()
export class DripStopTokens {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) { sessionSecret }: Pick<AppConfig, 'sessionSecret'>) {
    if (!sessionSecret) throw new Error('SESSION_SECRET must be resolved before the app starts');
    this.key = createHmac('sha256', sessionSecret).update('course-drip-stop').digest();
  }

  sign(enrolmentIds: number[]): string {
    const ids = [...new Set(enrolmentIds)].sort((a, b) => a - b).join('-');
    return `${ids}.${this.mac(ids)}`;
  }

  // the enrolment ids, or null for a token this site did not sign (cut off, altered)
  verify(token: string): number[] | null {
    const match = /^(\d{1,10}(?:-\d{1,10}){0,49})\.([\w-]{43})$/.exec(token);
    if (!match) return null;
    const expected = Buffer.from(this.mac(match[1]));
    const given = Buffer.from(match[2]);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return match[1].split('-').map(Number);
  }

  private mac(ids: string): string {
    return createHmac('sha256', this.key).update(ids).digest('base64url');
  }
}
