import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DefinedMail } from '../../../core/mail/define-mail';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import type { LinkPayload } from '../tokens/account-tokens';
import { AccountTokens } from '../tokens/account-tokens';
import { emailChangeMail } from './email-change.mail';
import { emailChangedMail } from './email-changed.mail';
import { emailConfirmationMail } from './email-confirmation.mail';
import { passwordChangedMail } from './password-changed.mail';
import { passwordResetMail } from './password-reset.mail';
import { registrationAttemptMail } from './registration-attempt.mail';
import { twoFactorChangedMail } from './two-factor-changed.mail';
import { newSignInMail } from './new-sign-in.mail';

// A link mail's kind is its token's purpose.
export type LinkMailKind = 'password-reset' | 'email-confirmation' | 'email-change';
const LINK_MAILS: Record<LinkMailKind, DefinedMail<LinkPayload>> = {
  'password-reset': passwordResetMail,
  'email-confirmation': emailConfirmationMail,
  'email-change': emailChangeMail,
};

// The account mails (mails/*.mail.ts), each queued in the transaction of the change that causes it.
@Injectable()
export class AccountMailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly tokens: AccountTokens,
  ) {}

  // A new link to `recipient` (for an e-mail change: the new address).
  async sendLink(tx: EntityManager, kind: LinkMailKind, userId: number, recipient: string): Promise<void> {
    const payload = await this.tokens.issue(tx, userId, kind, recipient);
    await this.outbox.enqueue(tx, LINK_MAILS[kind].to(recipient, `account-token:${payload.tokenId}`, payload));
  }

  async passwordChanged(tx: EntityManager, user: { id: number; email: string }, at: Date): Promise<void> {
    const subjectKey = `password-changed:${user.id}:${at.getTime()}`;
    const payload = { userId: user.id, changedAt: at.toISOString() };
    await this.outbox.enqueue(tx, passwordChangedMail.to(user.email, subjectKey, payload));
  }

  // to the old address, when the new one has just been confirmed with the link `tokenId`
  async emailChanged(tx: EntityManager, tokenId: number, userId: number, oldEmail: string, newEmail: string) {
    await this.outbox.enqueue(tx, emailChangedMail.to(oldEmail, `account-token:${tokenId}`, { userId, newEmail }));
  }

  // a sign-in from a browser new to the account, with its "This was not me" link
  async newSignIn(
    tx: EntityManager,
    user: { id: number; email: string },
    seen: { at: Date; device: string; ip: string },
  ) {
    const link = await this.tokens.issue(tx, user.id, 'sign-in-alert', user.email);
    const payload = { ...link, at: seen.at.toISOString(), device: seen.device, ip: seen.ip };
    await this.outbox.enqueue(tx, newSignInMail.to(user.email, `account-token:${link.tokenId}`, payload));
  }

  async twoFactorChanged(tx: EntityManager, user: { id: number; email: string }, on: boolean, at: Date) {
    const subjectKey = `two-factor-changed:${user.id}:${at.getTime()}`;
    const payload = { userId: user.id, on, changedAt: at.toISOString() };
    await this.outbox.enqueue(tx, twoFactorChangedMail.to(user.email, subjectKey, payload));
  }

  // to an account's address, when someone tried to register with it
  async registrationAttempted(tx: EntityManager, user: { id: number; email: string }, at: Date): Promise<void> {
    const subjectKey = `registration-attempt:${user.id}:${at.getTime()}`;
    const payload = { userId: user.id, attemptedAt: at.toISOString() };
    await this.outbox.enqueue(tx, registrationAttemptMail.to(user.email, subjectKey, payload));
  }
}
