import { BadRequestException } from '@nestjs/common';
import type { Request } from 'express';
import { PasskeyErrors } from './passkey.errors';

export type Ceremony = 'registration' | 'authentication';

declare module 'express-session' {
  interface SessionData {
    // the challenge of the passkey ceremony this browser started last (one at a time)
    passkeyChallenge?: { challenge: string; ceremony: Ceremony; since: number };
  }
}

// how long the browser (and the person) may take to answer
export const CHALLENGE_MS = 5 * 60 * 1000;

export function keepChallenge(req: Request, challenge: string, ceremony: Ceremony): void {
  req.session.passkeyChallenge = { challenge, ceremony, since: Date.now() };
}

// The challenge this browser was given, taken out of its session: it answers one ceremony. Two
// requests of one session may still both read it; PasskeysRepository.useChallenge decides then.
export function takeChallenge(req: Request, ceremony: Ceremony): string {
  const kept = req.session.passkeyChallenge;
  delete req.session.passkeyChallenge;
  if (!kept || kept.ceremony !== ceremony || Date.now() - kept.since >= CHALLENGE_MS) {
    throw new BadRequestException(PasskeyErrors.noChallenge);
  }
  return kept.challenge;
}
