import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../core/events/domain-events.service';
import { DataSource, EntityManager } from 'typeorm';
import { MailOutbox } from '../../core/mail/mail-outbox';
import { MailSuppressions } from '../../core/mail/mail-suppressions';
import type { RecipientsSelect } from '../../core/mail/mail-outbox.types';
import { subscriptionConfirmationMail } from './mails/subscription-confirmation.mail';
import { subscriptionWelcomeMail } from './mails/subscription-welcome.mail';
import { SubscribersRepository } from './subscribers.repository';
import { CONFIRMATION_VALID_DAYS, SubscriptionTokens } from './subscription-token';

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
@Injectable()
export class SubscriptionConfirmationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subscribers: SubscribersRepository,
    private readonly outbox: MailOutbox,
    private readonly tokens: SubscriptionTokens,
    private readonly events: DomainEvents,
    private readonly suppressions: MailSuppressions,
  ) {}

  // For an inactive row locked by the caller (or an active one whose address stopped taking mail:
  // `reconfirm`): queues a confirmation mail unless one was queued in the last
  // CONFIRMATION_RESEND_MINUTES. True when it did.
  async request(tx: EntityManager, subscriberId: number, email: string, reconfirm = false): Promise<boolean> {
    const { nonce, hash } = this.tokens.issue();
    const started = await this.subscribers.startConfirmation(
      tx,
      subscriberId,
      hash,
      VALID_SECONDS,
      RESEND_SECONDS,
      reconfirm,
    );
    if (!started) return false;
    const payload = { subscriberId, nonce };
    return this.outbox.enqueue(tx, subscriptionConfirmationMail.to(email, subjectKey(subscriberId, hash), payload));
  }

  // A fresh link for each of many new rows (an import): the hashes to store, then one INSERT … SELECT.
  issueMany(count: number): { nonce: string; hash: string }[] {
    return Array.from({ length: count }, () => this.tokens.issue());
  }

  enqueueMany(tx: EntityManager, importKey: string, recipients: RecipientsSelect): Promise<number> {
    return this.outbox.enqueueMany(tx, subscriptionConfirmationMail.kind, importKey, recipients);
  }

  // The click. Only the newest link of an inactive address, before it expires, confirms.
  async confirm(token: string): Promise<ConfirmResult> {
    if (!token) return { outcome: 'invalid', email: null };
    return this.dataSource.transaction(async (tx) => {
      const s = await this.subscribers.findByConfirmHash(tx, SubscriptionTokens.hash(token));
      if (!s) return { outcome: 'invalid', email: null };
      const outcome = (o: ConfirmOutcome): ConfirmResult => ({ outcome: o, email: s.email });
      if (s.active && !s.confirmExpiresAt) return outcome('already-confirmed');
      if (!s.confirmExpiresAt) return outcome('used');
      if (s.confirmExpiresAt <= new Date()) return outcome('expired');
      await this.subscribers.confirm(tx, s.id);
      // the click proves the mailbox works and wants the mail: a bounce or complaint recorded before
      // no longer stops it
      await this.suppressions.lift(tx, s.email);
      // a reader still on the list who confirmed their stopped address anew is welcomed already
      if (s.active) return outcome('confirmed');
      const welcome = subscriptionWelcomeMail.to(s.email, subjectKey(s.id, s.confirmTokenHash!), {
        subscriberId: s.id,
      });
      await this.outbox.enqueue(tx, welcome);
      await this.events.publish(tx, 'subscriber.confirmed', { subscriberId: s.id, email: s.email });
      return outcome('confirmed');
    });
  }
}

const VALID_SECONDS = CONFIRMATION_VALID_DAYS * 24 * 3600;
const RESEND_SECONDS = CONFIRMATION_RESEND_MINUTES * 60;

// one per request to subscribe: its confirmation and welcome mails
const subjectKey = (subscriberId: number, tokenHash: string) => `subscriber:${subscriberId}:${tokenHash.slice(0, 16)}`;
