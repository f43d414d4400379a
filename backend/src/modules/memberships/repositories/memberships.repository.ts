import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In, Not } from 'typeorm';
import { type BillingInterval, type BillingProviderName, MembershipEntity } from '../entities/membership.entity';

export interface NewMembership {
  userId: number;
  tierId: number;
  interval: BillingInterval;
  priceCents: number;
  provider: BillingProviderName;
}

// a membership the billing cycle must look at, and since when
export interface DueMembership {
  id: number;
  dueAt: Date;
}

// The memberships' rows: an account's, one locked for a change, the cycle's next due one.
@Injectable()
export class MembershipsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  // The account's membership waiting for its first payment, made or (same account, not yet paid)
  // given the tier asked for now; null when the account has a live one. The unique index of
  // memberships not cancelled decides between sign-ups at once: the second waits for the first and
  // takes its row.
  async upsertIncomplete(tx: EntityManager, m: NewMembership): Promise<MembershipEntity | null> {
    const rows = (await tx.query(
      `INSERT INTO memberships (user_id, tier_id, "interval", status, price_cents, provider)
       VALUES ($1, $2, $3, 'incomplete', $4, $5)
       ON CONFLICT (user_id) WHERE status <> 'cancelled'
       DO UPDATE SET tier_id = EXCLUDED.tier_id, "interval" = EXCLUDED."interval",
         price_cents = EXCLUDED.price_cents, provider = EXCLUDED.provider, updated_at = now()
       WHERE memberships.status = 'incomplete'
       RETURNING id`,
      [m.userId, m.tierId, m.interval, m.priceCents, m.provider],
    )) as { id: number }[];
    return rows.length ? this.rows(tx).findOneByOrFail({ id: rows[0].id }) : null;
  }

  // the row, held until the transaction ends
  lock(tx: EntityManager, id: number): Promise<MembershipEntity | null> {
    return this.rows(tx).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  // the account's membership that is not cancelled, held until the transaction ends
  lockCurrent(tx: EntityManager, userId: number): Promise<MembershipEntity | null> {
    return this.rows(tx).findOne({
      where: { userId, status: Not('cancelled') },
      lock: { mode: 'pessimistic_write' },
    });
  }

  // the one not cancelled, else the last that ended; null when the account never had one
  async current(userId: number): Promise<MembershipEntity | null> {
    const live = await this.rows().findOneBy({ userId, status: Not('cancelled') });
    if (live) return live;
    const [latest] = await this.rows().find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: 1 });
    return latest ?? null;
  }

  find(id: number, tx?: EntityManager): Promise<MembershipEntity | null> {
    return this.rows(tx).findOneBy({ id });
  }

  // the membership of the provider's subscription (its webhooks name the subscription)
  bySubscription(subscriptionId: string): Promise<MembershipEntity | null> {
    return this.rows().findOneBy({ providerSubscriptionId: subscriptionId });
  }

  ofAccount(userId: number, tx?: EntityManager): Promise<MembershipEntity[]> {
    return this.rows(tx).find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  liveOfAccount(tx: EntityManager, userId: number): Promise<MembershipEntity[]> {
    return this.rows(tx).findBy({ userId, status: In(['trialing', 'active', 'past_due']) });
  }

  async update(tx: EntityManager, id: number, changes: Partial<MembershipEntity>): Promise<MembershipEntity> {
    await this.rows(tx).update(id, changes);
    return this.rows(tx).findOneByOrFail({ id });
  }

  // The next membership whose time has come (renewal or end at its period's end; for a past due
  // one, its next attempt or the end of its grace period), the earliest first, locked: a cycle
  // running at the same time on another replica skips it and takes the next. `skip`: those this
  // run could not finish (the provider did not answer), tried again at the next run. When the
  // provider runs the schedule (`chargesRenewals` false: Stripe), only the end of a grace period.
  async lockNextDue(
    tx: EntityManager,
    now: Date,
    graceDays: number,
    skip: number[],
    chargesRenewals: boolean,
  ): Promise<DueMembership | null> {
    const [row] = (await tx.query(
      `SELECT m.id, due.at AS "dueAt"
         FROM memberships m
         LEFT JOIN LATERAL (
           SELECT i.next_attempt_at FROM membership_invoices i
            WHERE i.membership_id = m.id AND i.status = 'open' ORDER BY i.id DESC LIMIT 1
         ) open ON true
         CROSS JOIN LATERAL (
           SELECT CASE WHEN m.status = 'past_due' AND $4
                       THEN LEAST(m.past_due_since + make_interval(days => $2), open.next_attempt_at)
                       WHEN m.status = 'past_due' THEN m.past_due_since + make_interval(days => $2)
                       WHEN $4 THEN m.current_period_end END AS at
         ) due
        WHERE m.status IN ('trialing', 'active', 'past_due') AND m.current_period_end <= $1
          AND due.at <= $1 AND m.id <> ALL($3::int[])
        ORDER BY due.at, m.id
        LIMIT 1
        FOR UPDATE OF m SKIP LOCKED`,
      [now, graceDays, skip, chargesRenewals],
    )) as DueMembership[];
    return row ?? null;
  }

  // in the deleting transaction: the account's memberships go, their invoices with them
  async removeOfAccount(tx: EntityManager, userId: number): Promise<void> {
    await this.rows(tx).delete({ userId });
  }

  private rows(tx: EntityManager = this.db.manager) {
    return tx.getRepository(MembershipEntity);
  }
}
