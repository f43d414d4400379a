import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PageRequest } from '../database/keyset';
import type { Page } from '../paging/page';
import type { Suppression, SuppressionReason } from './mail-suppression';
import type { MailSuppressionEntity } from './mail-suppression.entity';
import { MailSuppressionsRepository } from './mail-suppressions.repository';
import { MailSuppressionErrors } from './mail-suppressions.errors';

// The addresses no mail may reach any more (see mail-suppression.ts for which mails each reason
// stops), for every module: the outbox records hard and soft bounces itself; the mail provider's
// feedback, the owner and a module whose person confirms their address anew (the blog's
// subscription link) come through here.
@Injectable()
export class MailSuppressions {
  constructor(private readonly rows: MailSuppressionsRepository) {}

  // Stops `email` for `reason` (detail: the answer or note behind it, short).
  async record(email: string, reason: SuppressionReason, detail: string | null = null): Promise<void> {
    await this.rows.note(email, reason, detail, false);
  }

  // A temporary refusal: counted, never a reason to stop.
  async countSoftBounce(email: string): Promise<void> {
    await this.rows.note(email, null, null, true);
  }

  // The person confirmed the address anew (in the caller's transaction, with the confirmation): mail
  // reaches it again and its counts start over. True when it had stopped.
  async lift(tx: EntityManager | null, email: string): Promise<boolean> {
    return ((await this.rows.remove(tx, email))?.reason ?? null) !== null;
  }

  // The owner marks an address by hand: it stops as after a hard bounce. Answers its row.
  async markByOwner(email: string, note: string | null): Promise<MailSuppressionEntity> {
    await this.rows.note(email, 'manual', note, false);
    return (await this.rows.find(email))!;
  }

  // The owner lifts one stopped address by its row's id (mail reaches it again).
  async liftById(id: number): Promise<void> {
    if (!(await this.rows.removeStopped(id))) throw new NotFoundException(MailSuppressionErrors.notStopped);
  }

  // When an account is erased: nothing of its address stays (in its deleting transaction).
  async forget(tx: EntityManager, email: string): Promise<void> {
    await this.rows.remove(tx, email);
  }

  // why mail stopped going to `email`, or null when it goes
  async reasonFor(email: string): Promise<Suppression | null> {
    const row = await this.rows.find(email);
    return row?.reason ? { reason: row.reason, detail: row.detail, since: row.suppressedAt! } : null;
  }

  // The row of `email` as it is (soft bounces included), for an account's data export.
  detailsOf(email: string): Promise<MailSuppressionEntity | null> {
    return this.rows.find(email);
  }

  // the stopped ones among `emails`, by lower-cased address (one query: a page of a list)
  async stoppedAmong(emails: string[]): Promise<Map<string, Suppression>> {
    const rows = await this.rows.stoppedAmong(emails);
    return new Map(rows.map((r) => [r.email, { reason: r.reason!, detail: r.detail, since: r.suppressedAt! }]));
  }

  // The owner's list: stopped addresses, latest first, with the count of matches.
  async list(page: PageRequest, search?: string): Promise<Page<MailSuppressionEntity>> {
    search = search?.trim() || undefined;
    const [items, total] = await Promise.all([this.rows.list(page, search), this.rows.countStopped(search)]);
    return items.withTotal(total);
  }

  countStopped(): Promise<number> {
    return this.rows.countStopped();
  }
}
