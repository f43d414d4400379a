import { createHmac, timingSafeEqual } from 'node:crypto';

// The tokens of the links in marketing mail (a tracked link or pixel, a sequence's "stop this series
// only"): the facts themselves as JSON, signed with a key derived from SESSION_SECRET for the one
// purpose, so nothing is stored per link, nobody can make one, and a token of one purpose is no
// token of another.
export class SignedLinks {
  private readonly key: Buffer;

  constructor(sessionSecret: string, purpose: string) {
    this.key = createHmac('sha256', sessionSecret).update(purpose).digest();
  }

  sign(facts: unknown[]): string {
    const body = Buffer.from(JSON.stringify(facts)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  // the facts, or null for a token this site did not sign for this purpose (cut off, altered)
  read(token: string): unknown[] | null {
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const facts: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      return Array.isArray(facts) ? facts : null;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url').slice(0, 32);
  }
}
