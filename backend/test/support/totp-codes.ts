import { Secret, TOTP } from 'otpauth';
import { waitFor } from './smtp-capture';

const PERIOD_MS = 30_000;
const stepNow = () => Math.floor(Date.now() / PERIOD_MS);

// An authenticator app for the tests: each code it gives is of a time step later than the last
// one it gave (a code signs in once), preferring this step and then the next, which the server
// still accepts 30 seconds or more from now; when both are used it waits for the clock.
export class TestAuthenticator {
  private lastStep = 0;

  constructor(readonly secret: string) {}

  async code(): Promise<string> {
    await waitFor(() => Math.max(this.lastStep + 1, stepNow()) <= stepNow() + 1, 70_000, 'a fresh TOTP step');
    this.lastStep = Math.max(this.lastStep + 1, stepNow());
    return this.codeAt(this.lastStep);
  }

  // the code of step `step` (whole 30-second periods since 1970)
  codeAt(step: number): string {
    return new TOTP({ secret: Secret.fromBase32(this.secret) }).generate({ timestamp: step * PERIOD_MS });
  }

  // a code no step near now has (for wrong-code tests)
  wrongCode(): string {
    const near = [-1, 0, 1].map((d) => this.codeAt(stepNow() + d));
    for (let n = 0; ; n++) {
      const code = String(n).padStart(6, '0');
      if (!near.includes(code)) return code;
    }
  }
}
