import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AccountTokenPurpose } from '../entities/account-token.entity';
import { AccountTokensRepository, StoredToken } from './account-tokens.repository';
import { hashToken, newToken, TokenSeal } from './token-seal';

// How long each kind of link works (README, "Accounts").
export const LINK_LIFETIME_SECONDS: Record<AccountTokenPurpose, number> = {
  'password-reset': 60 * 60,
  'email-confirmation': 24 * 60 * 60,
  'email-change': 24 * 60 * 60,
  // a new device's sign-in: "this was not me" works a week
  'sign-in-alert': 7 * 24 * 60 * 60,
};

// What a link mail's outbox row carries: the token's row, and the token sealed (see TokenSeal).
export interface LinkPayload extends Record<string, unknown> {
  tokenId: number;
  sealed: string;
}

// Links mailed to customers: issued in the transaction that queues their mail, stored hashed,
// found again by the token a link brings back.
@Injectable()
export class AccountTokens {
  constructor(
    private readonly tokens: AccountTokensRepository,
    private readonly seal: TokenSeal,
  ) {}

  async issue(tx: EntityManager, userId: number, purpose: AccountTokenPurpose, email: string): Promise<LinkPayload> {
    const { token, hash } = newToken();
    const lifetimeSeconds = LINK_LIFETIME_SECONDS[purpose];
    const tokenId = await this.tokens.issue(tx, { userId, purpose, email, hash, lifetimeSeconds });
    return { tokenId, sealed: this.seal.seal(token) };
  }

  // The token of a link, of this purpose; locked for the transaction when it is to be used.
  async find(
    tx: EntityManager,
    token: string,
    purpose: AccountTokenPurpose,
    forUpdate = false,
  ): Promise<StoredToken | null> {
    const found = await this.tokens.findByHash(tx, hashToken(token), forUpdate);
    return found?.purpose === purpose ? found : null;
  }

  retire(tx: EntityManager, userId: number, purpose: AccountTokenPurpose): Promise<void> {
    return this.tokens.retire(tx, userId, purpose);
  }

  // For a mail being sent: its token's row and the token itself, or null once the link can no
  // longer be used (then the mail is not worth sending).
  async forMail(payload: Record<string, unknown>): Promise<{ stored: StoredToken; token: string } | null> {
    const stored = await this.tokens.findById(Number(payload.tokenId));
    const token = this.seal.open(payload.sealed);
    if (!stored || stored.used || stored.expired || !token) return null;
    return { stored, token };
  }
}
