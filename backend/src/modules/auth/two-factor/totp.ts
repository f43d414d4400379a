import { Secret, TOTP } from 'otpauth';

// RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps.
const PERIOD_SECONDS = 30;
// a code of the step before or after this one still counts (a phone's clock a little off)
const WINDOW = 1;

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, issuer: string, label: string) =>
  new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });

// What an authenticator app reads from the QR code: otpauth://totp/Issuer:label?secret=…
export const totpUri = (secret: string, issuer: string, label: string): string =>
  totpOf(secret, issuer, label).toString();

// The time step the code belongs to, or null when it is not the code of a step near `at`.
export function totpStep(secret: string, code: string, at = Date.now()): number | null {
  const delta = totpOf(secret, '', '').validate({ token: code, timestamp: at, window: WINDOW });
  return delta === null ? null : Math.floor(at / 1000 / PERIOD_SECONDS) + delta;
}
