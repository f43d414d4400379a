import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Caller } from '../../core/analytics/visit-attribution';
import { DomainEvents } from '../../core/events/domain-events.service';
import { MailSuppressions } from '../../core/mail/mail-suppressions';
import type { Page } from '../../core/paging/page';
import { pageOf } from '../../core/paging/page-query.dto';
import { toCsv } from '../../core/text/csv';
import { SiteService } from '../site';
import { BlogErrors } from './blog.errors';
import { type SubscriberDto, toSubscriberDto } from './dto/subscribe.dto';
import type { ListSubscribersQuery } from './dto/subscribers-admin.dto';
import { SubscriberEntity, subscriberStatus } from './entities/subscriber.entity';
import { type SubscriberDayCount, SubscribersRepository } from './subscribers.repository';
import { SubscriptionConfirmationService } from './subscription-confirmation.service';
import { newUnsubscribeToken } from './subscription-token';

const EXPORT_HEADER = ['email', 'status', 'subscribed_at', 'confirmed_at', 'unsubscribed_at'];
const EXPORT_BATCH = 1000;

@Injectable()
export class SubscribersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly subscribers: SubscribersRepository,
    private readonly confirmations: SubscriptionConfirmationService,
    private readonly events: DomainEvents,
    private readonly site: SiteService,
    private readonly suppressions: MailSuppressions,
  ) {}

  // Double opt-in. A new address, or one that is inactive (it unsubscribed, or never confirmed),
  // is sent a confirmation mail and stays inactive until its link is clicked, so nobody can sign up
  // (or bring back) someone else's address. An active address is left as it is. The caller's
  // answer is the same in every case, so it does not reveal who is subscribed. An active address
  // that stopped taking mail (a hard bounce, a complaint) is sent the link too: clicking it is how
  // its person confirms it anew (mail-suppression.ts). A new address also
  // is published ('subscriber.joined': analytics remembers the visit it came from, never failing it).
  async subscribe(email: string, caller: Caller): Promise<void> {
    const address = email.trim().toLowerCase();
    await this.dataSource.transaction(async (tx) => {
      const { subscriber, created } = await this.subscribers.lockOrInsertPending(tx, address, newUnsubscribeToken());
      if (!subscriber.active) await this.confirmations.request(tx, subscriber.id, subscriber.email);
      else if (await this.suppressions.reasonFor(address)) {
        await this.confirmations.request(tx, subscriber.id, subscriber.email, true);
      }
      if (created)
        await this.events.publish(tx, 'subscriber.joined', {
          subscriberId: subscriber.id,
          visit: caller,
          at: new Date(),
        });
    });
  }

  // New subscribers of each day from `from` to `to` (the site's time zone) that has any, and how many of them
  // have confirmed, for the owner's analytics.
  async subscriberCounts(from: string, to: string): Promise<SubscriberDayCount[]> {
    return this.subscribers.countsByDay(from, to, await this.site.timeZone());
  }

  async findByToken(token: string): Promise<SubscriberEntity> {
    const subscriber = token ? await this.subscribers.findByToken(token) : null;
    if (!subscriber) throw new NotFoundException(BlogErrors.badUnsubscribeToken);
    return subscriber;
  }

  async unsubscribe(token: string): Promise<SubscriberEntity> {
    const subscriber = await this.findByToken(token);
    if (!subscriber.active) return subscriber;
    await this.dataSource.transaction(async (tx) => {
      if (await this.subscribers.unsubscribe(tx, subscriber.id))
        await this.events.publish(tx, 'subscriber.unsubscribed', {
          subscriberId: subscriber.id,
          email: subscriber.email,
        });
    });
    return Object.assign(subscriber, { active: false, unsubscribedAt: subscriber.unsubscribedAt ?? new Date() });
  }

  // a page of the admin's list, and how many subscribers match (the table's pagination)
  // (each with why mail stopped reaching it, if it did: one query for the page)
  async list(query: ListSubscribersQuery): Promise<Page<SubscriberDto>> {
    const search = query.search?.trim() || undefined;
    const [page, total] = await Promise.all([
      this.subscribers.list(pageOf(query), search),
      this.subscribers.countMatching(search),
    ]);
    const stopped = await this.suppressions.stoppedAmong(page.items.map((s) => s.email));
    return page.withTotal(total).map((s) => toSubscriberDto(s, stopped.get(s.email.toLowerCase()) ?? null));
  }

  // Every subscriber, one line each, for a spreadsheet; read a batch at a time, so the rows in
  // memory at once stay few however long the list is.
  async exportCsv(): Promise<string> {
    const iso = (d: Date | null) => d?.toISOString() ?? '';
    const rows: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await this.subscribers.listOldestFirst({ limit: EXPORT_BATCH, cursor });
      for (const s of page.items) {
        rows.push([s.email, subscriberStatus(s), iso(s.subscribedAt), iso(s.confirmedAt), iso(s.unsubscribedAt)]);
      }
      cursor = page.next ?? undefined;
    } while (cursor);
    return toCsv(EXPORT_HEADER, rows);
  }

  // Gone for good; mails still queued for the address find nobody and are skipped.
  async remove(id: number): Promise<void> {
    if (!(await this.subscribers.remove(id))) throw new NotFoundException(BlogErrors.subscriberNotFound);
  }

  count(): Promise<number> {
    return this.subscribers.count();
  }

  // how many of the list's addresses were added at or after `since` (the overview's trend)
  countSince(since: Date): Promise<number> {
    return this.subscribers.countSince(since);
  }
}
