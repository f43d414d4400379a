import { randomInt } from 'node:crypto';
import { hashToken } from '../tokens/token-seal';

export const RECOVERY_CODE_COUNT = 10;
// no 0/o, 1/l/i: read off paper without doubt; 10 letters of 31 ≈ 50 bits
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

// Ten codes as "xxxxx-xxxxx", shown to the owner once; the database keeps their hashes only.
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

// As typed: any case, with or without the dash and spaces.
export const recoveryCodeHash = (code: string): string => hashToken(code.toLowerCase().replace(/[\s-]/g, ''));

export const looksLikeRecoveryCode = (code: string): boolean => /^[a-z0-9]{10}$/i.test(code.replace(/[\s-]/g, ''));
