import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { type SubscriberStatus, subscriberStatus } from './entities/subscriber.entity';
import { SubscribersRepository } from './subscribers.repository';
import { SubscriptionConfirmationService } from './subscription-confirmation.service';
import { newUnsubscribeToken } from './subscription-token';

// One address's place on the list (for the account page and the account's data export).
export interface NewsletterSubscription {
  // 'pending': waiting for the click on a link that still works
  status: SubscriberStatus;
  subscribedAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

// The daily blog e-mail of one address, as a signed-in account manages it ("Daily Blog Posts" on
// the account page): the same subscribers row the footer form and the unsubscribe link change.
@Injectable()
export class AccountNewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subscribers: SubscribersRepository,
    private readonly confirmations: SubscriptionConfirmationService,
  ) {}

  // null: the address never asked
  async subscription(email: string): Promise<NewsletterSubscription | null> {
    const row = await this.subscribers.findByEmail(normalize(email));
    if (!row) return null;
    const { subscribedAt, confirmedAt, unsubscribedAt } = row;
    return { status: subscriberStatus(row), subscribedAt, confirmedAt, unsubscribedAt };
  }

  // On: an address the account has confirmed is proven, so it is active at once (confirmed now);
  // any other goes through the double opt-in mail (at most one every 10 minutes), as the footer's.
  // Off: unsubscribed, or a request waiting for its click called off.
  async set(email: string, subscribed: boolean, addressConfirmed: boolean): Promise<void> {
    const address = normalize(email);
    if (!subscribed) return this.subscribers.leave(address);
    await this.dataSource.transaction(async (tx) => {
      const { subscriber: row } = await this.subscribers.lockOrInsertPending(tx, address, newUnsubscribeToken());
      if (row.active) return;
      if (addressConfirmed) await this.subscribers.confirm(tx, row.id);
      else await this.confirmations.request(tx, row.id, row.email);
    });
  }

  // the id of the address's row on the list, null when it never asked (analytics finds where the
  // subscription came from by it), in the caller's transaction when it passes one
  async subscriberId(email: string, tx?: EntityManager): Promise<number | null> {
    return (await this.subscribers.findByEmail(normalize(email), tx))?.id ?? null;
  }

  // The account is deleted (NewsletterPersonalData): its address leaves the list for good (mails
  // queued for it are skipped).
  remove(tx: EntityManager, email: string): Promise<void> {
    return this.subscribers.removeByEmail(tx, normalize(email));
  }
}

const normalize = (email: string) => email.trim().toLowerCase();
