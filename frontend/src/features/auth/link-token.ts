import { useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../api';
import { serverMessage } from '../../api';

// The token of a link from an account mail (…?token=…); '' when the link was cut off before it.
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token')?.trim() ?? '';
}

export const LINK_UNUSABLE = 'This link cannot be used';
export const CUT_OFF =
  'This link is not valid. It may have been cut off: open it from the mail again, or ask for a new one.';
const UNREACHABLE = 'We could not check this link just now. Please reload the page to try again.';

// Why a link does not work, in the API's words (410: unknown, expired or used; 400: malformed;
// 409: the address was taken meanwhile); another failure (no network) asks for a reload.
export function deadLinkReason(error: unknown): string {
  const status = (error as ApiError | undefined)?.status;
  return status === 400 || status === 409 || status === 410 ? serverMessage(error, CUT_OFF) : UNREACHABLE;
}

// A 410 answer: the link itself stopped working (not, say, a password the API refused).
export const isDeadLink = (error: unknown) => (error as ApiError | undefined)?.status === 410;
