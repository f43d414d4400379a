import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, ILike, Repository } from 'typeorm';
import { keysetPage, type PageRequest } from '../../core/database/keyset';
import { containing } from '../../core/database/like';
import type { Page } from '../../core/paging/page';
import { SubscriberEntity } from './entities/subscriber.entity';

export interface SubscriberDayCount {
  day: string;
  subscribers: number;
  confirmed: number;
}

// The subscribers table; addresses are stored trimmed and lower-cased, unique on lower(email).
// Raw SQL where PostgreSQL's features are the point: ON CONFLICT on the lower(email) index, and
// the database's clock for the confirmation window.
@Injectable()
export class SubscribersRepository {
  constructor(@InjectRepository(SubscriberEntity) private readonly subscribers: Repository<SubscriberEntity>) {}

  // The address's row, locked for the transaction; a new address gets an inactive, unconfirmed one
  // (`created`: this call made it).
  async lockOrInsertPending(
    tx: EntityManager,
    email: string,
    unsubscribeToken: string,
  ): Promise<{ subscriber: SubscriberEntity; created: boolean }> {
    const inserted: unknown[] = await tx.query(
      `INSERT INTO subscribers (email, unsubscribe_token, active, confirmed_at) VALUES ($1, $2, false, NULL)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [email, unsubscribeToken],
    );
    const subscriber = await tx
      .getRepository(SubscriberEntity)
      .createQueryBuilder('s')
      .where('lower(s.email) = :email', { email })
      .setLock('pessimistic_write')
      .getOneOrFail();
    return { subscriber, created: inserted.length > 0 };
  }

  // Starts a confirmation (the newest link replaces any older one) unless the address is active or
  // a confirmation mail was queued for it less than `resendSeconds` ago; true when started.
  // (`reconfirm`: an active row too, whose address stopped taking mail: see SubscribersService.subscribe)
  async startConfirmation(
    tx: EntityManager,
    id: number,
    tokenHash: string,
    validSeconds: number,
    resendSeconds: number,
    reconfirm = false,
  ): Promise<boolean> {
    const [rows]: [unknown[], number] = await tx.query(
      `UPDATE subscribers
       SET confirm_token_hash = $2, confirm_expires_at = now() + make_interval(secs => $3), confirm_sent_at = now()
       WHERE id = $1 AND (NOT active OR $5::boolean)
         AND (confirm_sent_at IS NULL OR confirm_sent_at <= now() - make_interval(secs => $4))
       RETURNING id`,
      [id, tokenHash, validSeconds, resendSeconds, reconfirm],
    );
    return rows.length > 0;
  }

  findByConfirmHash(tx: EntityManager, tokenHash: string): Promise<SubscriberEntity | null> {
    return tx
      .getRepository(SubscriberEntity)
      .createQueryBuilder('s')
      .where('s.confirm_token_hash = :tokenHash', { tokenHash })
      .setLock('pessimistic_write')
      .getOne();
  }

  // The click: active from now on, and the link is used up (its hash stays, so a second click is
  // recognised as such). Also the account page's "on" for an address its account has confirmed.
  async confirm(tx: EntityManager, id: number): Promise<void> {
    await tx.query(
      `UPDATE subscribers SET active = true, confirmed_at = now(), unsubscribed_at = NULL, confirm_expires_at = NULL
       WHERE id = $1`,
      [id],
    );
  }

  findById(id: number): Promise<SubscriberEntity | null> {
    return this.subscribers.findOneBy({ id });
  }

  findByToken(unsubscribeToken: string): Promise<SubscriberEntity | null> {
    return this.subscribers.findOneBy({ unsubscribeToken });
  }

  // an active subscriber off the list, in the caller's transaction; false when it was not active (any
  // more): the one caller whose update took it off publishes subscriber.unsubscribed
  async unsubscribe(tx: EntityManager, id: number): Promise<boolean> {
    const [, affected]: [unknown, number] = await tx.query(
      `UPDATE subscribers SET active = false, unsubscribed_at = now() WHERE id = $1 AND active`,
      [id],
    );
    return affected === 1;
  }

  save(subscriber: SubscriberEntity): Promise<SubscriberEntity> {
    return this.subscribers.save(subscriber);
  }

  // newest first; `search` matches any part of the address
  list(page: PageRequest, search?: string): Promise<Page<SubscriberEntity>> {
    const query = this.subscribers.createQueryBuilder('s');
    if (search) query.where('s.email ILIKE :pattern', { pattern: containing(search.toLowerCase()) });
    return keysetPage(query, { alias: 's', at: 'subscribed_at', direction: 'DESC' }, page);
  }

  countMatching(search?: string): Promise<number> {
    return this.subscribers.countBy(search ? { email: ILike(containing(search.toLowerCase())) } : {});
  }

  // oldest first, as a list is read in a spreadsheet
  listOldestFirst(page: PageRequest): Promise<Page<SubscriberEntity>> {
    return keysetPage(
      this.subscribers.createQueryBuilder('s'),
      { alias: 's', at: 'subscribed_at', direction: 'ASC' },
      page,
    );
  }

  // true when there was such a row
  async remove(id: number): Promise<boolean> {
    return ((await this.subscribers.delete({ id })).affected ?? 0) > 0;
  }

  count(): Promise<number> {
    return this.subscribers.count();
  }

  // the rows added at or after `since` (still on the list)
  countSince(since: Date): Promise<number> {
    return this.subscribers.createQueryBuilder('s').where('s.subscribed_at >= :since', { since }).getCount();
  }

  // The address's row, if it has one (`email` lower-cased), in the caller's transaction when it passes one.
  findByEmail(email: string, tx?: EntityManager): Promise<SubscriberEntity | null> {
    const subscribers = tx ? tx.getRepository(SubscriberEntity) : this.subscribers;
    return subscribers.createQueryBuilder('s').where('lower(s.email) = :email', { email }).getOne();
  }

  // Off the list: an active address unsubscribes; a request waiting for its click is called off
  // (its link now says it has expired).
  async leave(email: string): Promise<void> {
    await this.subscribers.query(
      `UPDATE subscribers SET active = false,
         unsubscribed_at = CASE WHEN active THEN now() ELSE unsubscribed_at END,
         confirm_expires_at = CASE WHEN confirm_expires_at > now() THEN now() ELSE confirm_expires_at END
       WHERE lower(email) = $1`,
      [email],
    );
  }

  async removeByEmail(tx: EntityManager, email: string): Promise<void> {
    await tx.query(`DELETE FROM subscribers WHERE lower(email) = $1`, [email]);
  }

  // For each day from `from` to `to` (in `timeZone`) with new subscribers: how many, and how many of
  // them have confirmed.
  async countsByDay(from: string, to: string, timeZone: string): Promise<SubscriberDayCount[]> {
    return this.subscribers.query(
      `SELECT to_char((subscribed_at AT TIME ZONE $3)::date, 'YYYY-MM-DD') AS day,
              count(*)::int AS subscribers, count(confirmed_at)::int AS confirmed
         FROM subscribers
        WHERE subscribed_at >= ($1::date::timestamp AT TIME ZONE $3)
          AND subscribed_at < (($2::date + 1)::timestamp AT TIME ZONE $3)
        GROUP BY 1 ORDER BY 1`,
      [from, to, timeZone],
    );
  }
}
