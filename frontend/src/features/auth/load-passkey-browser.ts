import { serverMessage } from '../../api';

// passkey-browser.ts and the library it uses, downloaded when a passkey is used (never by the
// public pages, which carry this file's few bytes only).
export const loadPasskeyBrowser = () => import('./passkey-browser');

// A failure of the browser's part says itself what happened (passkey-browser.ts); others are the API's.
export const passkeyMessage = (error: unknown, fallback: string): string =>
  error instanceof Error && error.name === 'PasskeyProblem' ? error.message : serverMessage(error, fallback);
