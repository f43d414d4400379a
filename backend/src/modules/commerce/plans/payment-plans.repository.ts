import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { PaymentPlanEntity, type PlanStatus } from '../entities/payment-plan.entity';
import { PlanInstalmentEntity } from '../entities/plan-instalment.entity';
import type { SavedCard } from '../payments/payment-provider';

// the card later instalments are charged to
export type PlanCard = SavedCard;

export type NewPlan = Pick<
  PaymentPlanEntity,
  'orderId' | 'userId' | 'productId' | 'title' | 'instalments' | 'totalCents'
>;

// An instalment paid: whether that paid the plan in full, and whether it ended a pause.
export interface InstalmentPaid {
  completed: boolean;
  resumed: boolean;
}

const LIVE: PlanStatus[] = ['active', 'past_due'];

// Payment plans and their instalments (SQL on them lives in commerce: eslint-rules/table-borders.mjs).
// Methods taking `tx` run in the caller's transaction; `lockNextDue` holds the plan's row until it
// ends, so two cycles at once (on one replica or two) never charge the same instalment.
@Injectable()
export class PaymentPlansRepository {
  constructor(@InjectRepository(PaymentPlanEntity) private readonly plans: Repository<PaymentPlanEntity>) {}

  // a pending plan and its unpaid instalments, with its order (checkout)
  async insert(tx: EntityManager, plan: NewPlan, amounts: number[]): Promise<PaymentPlanEntity> {
    const repo = tx.getRepository(PaymentPlanEntity);
    return repo.save(
      repo.create({
        ...plan,
        status: 'pending',
        schedule: amounts.map((amountCents, i) => ({ number: i + 1, amountCents })),
      }),
    );
  }

  findByOrder(orderId: number, tx?: EntityManager): Promise<PaymentPlanEntity | null> {
    return (tx?.getRepository(PaymentPlanEntity) ?? this.plans).findOne({
      where: { orderId },
      relations: { schedule: true },
      order: { schedule: { number: 'ASC' } },
    });
  }

  find(planId: number, tx?: EntityManager): Promise<PaymentPlanEntity | null> {
    return (tx?.getRepository(PaymentPlanEntity) ?? this.plans).findOne({
      where: { id: planId },
      relations: { schedule: true },
      order: { schedule: { number: 'ASC' } },
    });
  }

  // the account's plans, newest first (pending ones are checkouts, not plans yet)
  ofUser(userId: number): Promise<PaymentPlanEntity[]> {
    return this.plans
      .createQueryBuilder('p')
      .leftJoinAndSelect('p.schedule', 'i')
      .where("p.userId = :userId AND p.status <> 'pending'", { userId })
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .addOrderBy('i.number', 'ASC')
      .getMany();
  }

  // Its order was paid: the first instalment is paid now, the others fall due a month apart from
  // today, and later ones go to `card`. False when it was started already (a replayed payment).
  async start(tx: EntityManager, orderId: number, paidAt: Date, card: PlanCard | null): Promise<boolean> {
    const plan = await tx.findOne(PaymentPlanEntity, {
      where: { orderId, status: 'pending' },
      lock: { mode: 'pessimistic_write' },
    });
    if (!plan) return false;
    await tx.update(
      PaymentPlanEntity,
      { id: plan.id },
      {
        status: 'active',
        startedAt: paidAt,
        paymentMethodId: card?.paymentMethodId ?? null,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
      },
    );
    await tx.query(
      `UPDATE plan_instalments
          SET due_at = $2::timestamptz + make_interval(months => "number" - 1),
              status = CASE WHEN "number" = 1 THEN 'paid' ELSE status END,
              paid_at = CASE WHEN "number" = 1 THEN $2::timestamptz END,
              attempts = CASE WHEN "number" = 1 THEN 1 ELSE 0 END
        WHERE plan_id = $1`,
      [plan.id, paidAt],
    );
    return true;
  }

  // The plan of this order charges nothing more (refunded, given up, its account deleted): its unpaid
  // instalments are cancelled. Answers whether it was live.
  async cancelOfOrder(tx: EntityManager, orderId: number, at: Date): Promise<boolean> {
    const [rows]: [{ id: number }[], number] = await tx.query(
      `UPDATE payment_plans SET status = 'cancelled', ended_at = $2
        WHERE order_id = $1 AND status NOT IN ('completed', 'cancelled') RETURNING id`,
      [orderId, at],
    );
    if (!rows.length) return false;
    await tx.query(
      `UPDATE plan_instalments SET status = 'cancelled', next_attempt_at = NULL WHERE plan_id = $1 AND status = 'due'`,
      [rows[0].id],
    );
    return true;
  }

  // The payments of an order's plan after its first (the order's own intent): each paid
  // instalment's charge and amount, latest first; null when the order has no plan.
  async laterPayments(tx: EntityManager, orderId: number): Promise<{ chargeId: string; amountCents: number }[] | null> {
    const rows: { plan_id: number; charge_id: string | null; amount_cents: number | null }[] = await tx.query(
      `SELECT p.id AS plan_id, i.charge_id, i.amount_cents FROM payment_plans p
         LEFT JOIN plan_instalments i ON i.plan_id = p.id AND i."number" > 1 AND i.status = 'paid'
                                     AND i.charge_id IS NOT NULL
        WHERE p.order_id = $1
        ORDER BY i."number" DESC`,
      [orderId],
    );
    if (!rows.length) return null;
    return rows
      .filter((r) => r.charge_id !== null)
      .map((r) => ({ chargeId: r.charge_id!, amountCents: r.amount_cents! }));
  }

  // The next plan with something to do as of `now`, its row and its order's locked (SKIP LOCKED: one
  // a refund holds is left for the next run), apart from `skip`: a live plan whose next unpaid
  // instalment is due (or due to be tried again), or a past-due one whose grace period has run out.
  // Every change of a plan locks its order first (a refund, a new card) or both at once (here), so
  // two of them never wait on each other.
  async lockNextDue(
    tx: EntityManager,
    now: Date,
    graceDays: number,
    skip: number[],
  ): Promise<PaymentPlanEntity | null> {
    const rows: { id: number }[] = await tx.query(
      `SELECT p.id FROM payment_plans p JOIN orders o ON o.id = p.order_id
        WHERE p.status = ANY($4) AND NOT (p.id = ANY($3))
          AND (EXISTS (SELECT 1 FROM plan_instalments i
                        WHERE i.plan_id = p.id AND i.status = 'due' AND coalesce(i.next_attempt_at, i.due_at) <= $1)
               OR (p.status = 'past_due' AND p.past_due_since + make_interval(days => $2) <= $1))
        ORDER BY p.id
        LIMIT 1
        FOR UPDATE OF p, o SKIP LOCKED`,
      [now, graceDays, skip, LIVE],
    );
    return rows.length ? this.find(rows[0].id, tx) : null;
  }

  // the plan's first unpaid instalment
  openInstalment(plan: PaymentPlanEntity): PlanInstalmentEntity | null {
    return plan.schedule.find((i) => i.status === 'due') ?? null;
  }

  // An instalment paid (under the plan's lock): its charge kept, the order's total grown by it (the
  // order's total is what was paid), the plan back on schedule, or paid in full. A charge id seen
  // before changes nothing (null).
  async markPaid(
    tx: EntityManager,
    plan: PaymentPlanEntity,
    number: number,
    chargeId: string,
    paidAt: Date,
  ): Promise<InstalmentPaid | null> {
    const [paid]: [{ amount_cents: number }[], number] = await tx.query(
      `UPDATE plan_instalments
          SET status = 'paid', paid_at = $4, charge_id = $3, attempts = attempts + 1, next_attempt_at = NULL, failure = NULL
        WHERE plan_id = $1 AND "number" = $2 AND status = 'due'
          AND NOT EXISTS (SELECT 1 FROM plan_instalments WHERE charge_id = $3)
        RETURNING amount_cents`,
      [plan.id, number, chargeId, paidAt],
    );
    if (!paid.length) return null;
    await tx.query(`UPDATE orders SET total_cents = total_cents + $2, access_paused_at = NULL WHERE id = $1`, [
      plan.orderId,
      paid[0].amount_cents,
    ]);
    const left = plan.schedule.filter((i) => i.status === 'due' && i.number !== number).length;
    const completed = left === 0;
    await tx.update(
      PaymentPlanEntity,
      { id: plan.id },
      { status: completed ? 'completed' : 'active', pastDueSince: null, endedAt: completed ? paidAt : null },
    );
    return { completed, resumed: plan.status === 'paused' };
  }

  // An attempt failed: counted, with the provider's reason and the next try (null: none left); the
  // plan past due from its first failure (a paused plan stays paused).
  async markFailed(
    tx: EntityManager,
    plan: PaymentPlanEntity,
    number: number,
    failure: string,
    at: Date,
    nextAttemptAt: Date | null,
  ): Promise<void> {
    await tx.query(
      `UPDATE plan_instalments SET attempts = attempts + 1, failure = $3, next_attempt_at = $4
        WHERE plan_id = $1 AND "number" = $2 AND status = 'due'`,
      [plan.id, number, failure.slice(0, 255), nextAttemptAt],
    );
    if (plan.status !== 'paused')
      await tx.update(
        PaymentPlanEntity,
        { id: plan.id },
        { status: 'past_due', pastDueSince: plan.pastDueSince ?? at },
      );
  }

  // The grace period ran out unpaid: no more tries until the buyer gives a new card, and the
  // order's access paused (its downloads and courses closed) from `at`.
  async pause(tx: EntityManager, plan: PaymentPlanEntity, at: Date): Promise<void> {
    await tx.update(PaymentPlanEntity, { id: plan.id }, { status: 'paused' });
    await tx.query(`UPDATE plan_instalments SET next_attempt_at = NULL WHERE plan_id = $1 AND status = 'due'`, [
      plan.id,
    ]);
    await tx.query(`UPDATE orders SET access_paused_at = $2 WHERE id = $1`, [plan.orderId, at]);
  }

  // the provider's customer a plan's card is saved to (its checkout's first payment)
  async setCustomer(tx: EntityManager, planId: number, customerId: string): Promise<void> {
    await tx.update(PaymentPlanEntity, { id: planId }, { providerCustomerId: customerId });
  }

  // the customer an earlier plan of the account was given (one per account), if any
  async customerOfUser(tx: EntityManager, userId: number): Promise<string | null> {
    const rows: { customer: string }[] = await tx.query(
      `SELECT provider_customer_id AS customer FROM payment_plans
        WHERE user_id = $1 AND provider_customer_id IS NOT NULL ORDER BY id LIMIT 1`,
      [userId],
    );
    return rows[0]?.customer ?? null;
  }

  async setCard(tx: EntityManager, planId: number, card: PlanCard): Promise<void> {
    await tx.update(
      PaymentPlanEntity,
      { id: planId },
      { paymentMethodId: card.paymentMethodId, cardBrand: card.brand, cardLast4: card.last4 },
    );
  }

  // the plan's order's row locked, then the plan's (the order first, as a refund does), for a change
  // the buyer makes (a new card)
  async lock(tx: EntityManager, planId: number): Promise<PaymentPlanEntity | null> {
    await tx.query('SELECT 1 FROM orders WHERE id = (SELECT order_id FROM payment_plans WHERE id = $1) FOR UPDATE', [
      planId,
    ]);
    const rows: unknown[] = await tx.query('SELECT 1 FROM payment_plans WHERE id = $1 FOR UPDATE', [planId]);
    return rows.length ? this.find(planId, tx) : null;
  }

  // the orders of `orderIds` bought in instalments (an open checkout's kind)
  async ordersWithPlans(tx: EntityManager, orderIds: number[]): Promise<Set<number>> {
    const rows: { order_id: number }[] = orderIds.length
      ? await tx.query('SELECT order_id FROM payment_plans WHERE order_id = ANY($1)', [orderIds])
      : [];
    return new Set(rows.map((r) => r.order_id));
  }

  // ---- appended for memberships' plan billing (the owner's list, Delete Account) ----

  // The owner's list: plans that started (pending ones are checkouts), newest first, with their
  // instalments; `filter` as in ownerSums.
  ownerList(filter: OwnerPlansFilter): Promise<PaymentPlanEntity[]> {
    return this.owners(filter)
      .leftJoinAndSelect('p.schedule', 'i')
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .addOrderBy('i.number', 'ASC')
      .getMany();
  }

  // What the plans of the owner's list have paid (their paid instalments), and what the live ones
  // (active, past due, paused) still owe: their unpaid instalments (a cancelled one owes nothing).
  async ownerSums(filter: OwnerPlansFilter): Promise<{ paidCents: number; outstandingCents: number }> {
    const sums = await this.owners(filter)
      .innerJoin('p.schedule', 'i')
      .select(`coalesce(sum(i.amount_cents) FILTER (WHERE i.status = 'paid'), 0)::int`, 'paidCents')
      .addSelect(
        `coalesce(sum(i.amount_cents) FILTER (WHERE i.status = 'due' AND p.status IN ('active', 'past_due', 'paused')), 0)::int`,
        'outstandingCents',
      )
      .getRawOne<{ paidCents: number; outstandingCents: number }>();
    return sums ?? { paidCents: 0, outstandingCents: 0 };
  }

  // the orders of the account's plans that may still charge (pending, active, past due, paused):
  // Delete Account cancels them (cancelOfOrder) in its transaction
  async liveOrdersOfUser(tx: EntityManager, userId: number): Promise<number[]> {
    const rows: { order_id: number }[] = await tx.query(
      `SELECT order_id FROM payment_plans WHERE user_id = $1 AND status NOT IN ('completed', 'cancelled') ORDER BY id`,
      [userId],
    );
    return rows.map((r) => r.order_id);
  }

  private owners(filter: OwnerPlansFilter) {
    const query = this.plans.createQueryBuilder('p').where(`p.status <> 'pending'`);
    if (filter.status) query.andWhere('p.status = :status', { status: filter.status });
    if (filter.search)
      query.andWhere('(p.user_id = ANY(:userIds) OR p.title ILIKE :title)', {
        userIds: filter.search.userIds,
        title: filter.search.titlePattern,
      });
    return query;
  }
}

// The owner's list of plans: by status, and a search that matches the buyers whose accounts
// matched it (auth's, by name or e-mail) or the plan's product title (an ILIKE pattern).
export interface OwnerPlansFilter {
  status?: PlanStatus;
  search?: { userIds: number[]; titlePattern: string };
}
