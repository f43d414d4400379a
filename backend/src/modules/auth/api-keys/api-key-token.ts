import { createHash, randomBytes } from 'node:crypto';

// An API key as its holder sees it: "csk_" and 40 base64url characters (30 random bytes, 240
// bits). The database keeps its sha256 (enough for a secret this long) and its first characters.
export const API_KEY_PREFIX = 'csk_';
export const SHOWN_PREFIX_LENGTH = 12;
const TOKEN = /^csk_[A-Za-z0-9_-]{40}$/;

export function newApiKeyToken(): string {
  return API_KEY_PREFIX + randomBytes(30).toString('base64url');
}

export const hashApiKeyToken = (token: string): string => createHash('sha256').update(token).digest('hex');

// a string that cannot be a key is refused without a database lookup
export const looksLikeApiKeyToken = (token: string): boolean => TOKEN.test(token);
