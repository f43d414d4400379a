import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { ClaimedMail, RenderedMail, RecipientsSelect } from '../../core/mail/mail-outbox.types';
import { MailRenderer } from '../../core/mail/mail-renderer';
import { SiteService } from '../site';
import { SubscribersRepository } from './subscribers.repository';
import { confirmationMail, welcomeMail } from './subscription-mails';
import { SubscriptionTokens } from './subscription-token';

export const CONFIRMATION_MAIL = 'subscription-confirmation';
export const WELCOME_MAIL = 'subscription-welcome';
export const CONFIRMATION_VALID_DAYS = 7;
// at most one confirmation mail per address in this time, whoever asks and how often
export const CONFIRMATION_RESEND_MINUTES = 10;

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired' | 'used' | 'invalid';
export interface ConfirmResult {
  outcome: ConfirmOutcome;
  // the link's address, when the link is one of ours
  email: string | null;
}

// Double opt-in: a request queues a mail with a link (in the request's transaction), a click on it
// makes the address active and queues the welcome mail (in the click's transaction).
// Interrupted mails: the confirmation is sent again (without it nobody can subscribe, and a second
// copy carries the same link); the welcome is not (the confirmed page said the same already).
@Injectable()
export class SubscriptionConfirmationService implements OnModuleInit {
  private readonly tokens: SubscriptionTokens;

  constructor(
    private readonly dataSource: DataSource,
    private readonly subscribers: SubscribersRepository,
    private readonly outbox: MailOutbox,
    private readonly site: SiteService,
    private readonly renderer: MailRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!config.sessionSecret) throw new Error('SESSION_SECRET must be resolved before the app starts');
    this.tokens = new SubscriptionTokens(config.sessionSecret);
  }

  onModuleInit(): void {
    this.outbox.registerKind({
      kind: CONFIRMATION_MAIL,
      render: (mail) => this.renderConfirmation(mail),
      onUnresolved: 'retry',
      listUnsubscribe: false,
    });
    this.outbox.registerKind({
      kind: WELCOME_MAIL,
      render: (mail) => this.renderWelcome(mail),
      onUnresolved: 'give-up',
      listUnsubscribe: true,
    });
  }

  // For an inactive row locked by the caller: queues a confirmation mail unless one was queued in
  // the last CONFIRMATION_RESEND_MINUTES. True when it did.
  async request(tx: EntityManager, subscriberId: number, email: string): Promise<boolean> {
    const { nonce, hash } = this.tokens.issue();
    if (!(await this.subscribers.startConfirmation(tx, subscriberId, hash, VALID_SECONDS, RESEND_SECONDS))) {
      return false;
    }
    return this.outbox.enqueue(tx, {
      kind: CONFIRMATION_MAIL,
      subjectKey: subjectKey(subscriberId, hash),
      recipient: email,
      payload: { subscriberId, nonce },
    });
  }

  // A fresh link for each of many new rows (an import): the hashes to store, then one INSERT … SELECT.
  issueMany(count: number): { nonce: string; hash: string }[] {
    return Array.from({ length: count }, () => this.tokens.issue());
  }

  enqueueMany(tx: EntityManager, importKey: string, recipients: RecipientsSelect): Promise<number> {
    return this.outbox.enqueueMany(tx, CONFIRMATION_MAIL, importKey, recipients);
  }

  // The click. Only the newest link of an inactive address, before it expires, confirms.
  async confirm(token: string): Promise<ConfirmResult> {
    if (!token) return { outcome: 'invalid', email: null };
    return this.dataSource.transaction(async (tx) => {
      const s = await this.subscribers.findByConfirmHash(tx, SubscriptionTokens.hash(token));
      if (!s) return { outcome: 'invalid', email: null };
      const outcome = (o: ConfirmOutcome): ConfirmResult => ({ outcome: o, email: s.email });
      if (s.active) return outcome('already-confirmed');
      if (!s.confirmExpiresAt) return outcome('used');
      if (s.confirmExpiresAt <= new Date()) return outcome('expired');
      await this.subscribers.confirm(tx, s.id);
      await this.outbox.enqueue(tx, {
        kind: WELCOME_MAIL,
        subjectKey: subjectKey(s.id, s.confirmTokenHash!),
        recipient: s.email,
        payload: { subscriberId: s.id },
      });
      return outcome('confirmed');
    });
  }

  // null (skipped): the address was removed, confirmed meanwhile, asked again (a newer link), or the
  // link expired while the mail waited
  private async renderConfirmation(mail: ClaimedMail): Promise<RenderedMail | null> {
    const s = await this.subscribers.findById(Number(mail.payload.subscriberId));
    const token = this.tokens.token(String(mail.payload.nonce));
    if (!s || s.active || s.confirmTokenHash !== SubscriptionTokens.hash(token)) return null;
    if (!s.confirmExpiresAt || s.confirmExpiresAt <= new Date()) return null; // a dead link helps nobody
    const brand = await this.site.mailBrand();
    const content = confirmationMail(this.config.publicUrl, brand.siteName, s.email, token, CONFIRMATION_VALID_DAYS);
    return this.renderer.render(brand, content);
  }

  // null (skipped): the reader left (or was removed) before it went out
  private async renderWelcome(mail: ClaimedMail): Promise<RenderedMail | null> {
    const s = await this.subscribers.findById(Number(mail.payload.subscriberId));
    if (!s?.active) return null;
    const brand = await this.site.mailBrand();
    return this.renderer.render(brand, welcomeMail(this.config.publicUrl, brand.siteName, s.email, s.unsubscribeToken));
  }
}

const VALID_SECONDS = CONFIRMATION_VALID_DAYS * 24 * 3600;
const RESEND_SECONDS = CONFIRMATION_RESEND_MINUTES * 60;

// one per request to subscribe: its confirmation and welcome mails
const subjectKey = (subscriberId: number, tokenHash: string) => `subscriber:${subscriberId}:${tokenHash.slice(0, 16)}`;
