import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { InvoiceFacts } from '../billing/billing-event';
import { MembershipInvoiceEntity, type InvoiceStatus } from '../entities/membership-invoice.entity';

// How an attempt left an invoice: paid (when), or open with its next attempt (null: none left).
export type InvoiceOutcome = { status: 'paid'; paidAt: Date } | { status: 'open'; nextAttemptAt: Date | null };

// The memberships' invoices: one row per provider invoice id, written by the events of its attempts.
@Injectable()
export class MembershipInvoicesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  find(providerInvoiceId: string, tx?: EntityManager): Promise<MembershipInvoiceEntity | null> {
    return this.rows(tx).findOneBy({ providerInvoiceId });
  }

  // the membership's invoice still owed (a failed renewal being retried), if any
  async open(membershipId: number, tx?: EntityManager): Promise<MembershipInvoiceEntity | null> {
    const [open] = await this.rows(tx).find({
      where: { membershipId, status: 'open' },
      order: { id: 'DESC' },
      take: 1,
    });
    return open ?? null;
  }

  // The invoice as its `attempt`th attempt left it: written the first time, updated after (never
  // back from paid: a late failure of an invoice paid meanwhile changes nothing).
  async record(
    tx: EntityManager,
    membershipId: number,
    invoice: InvoiceFacts,
    attempt: number,
    outcome: InvoiceOutcome,
  ): Promise<void> {
    const paidAt = outcome.status === 'paid' ? outcome.paidAt : null;
    const next = outcome.status === 'open' ? outcome.nextAttemptAt : null;
    await tx.query(
      `INSERT INTO membership_invoices (membership_id, provider_invoice_id, kind, amount_cents, credit_cents,
         period_start, period_end, status, attempts, next_attempt_at, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (provider_invoice_id) DO UPDATE
         SET status = EXCLUDED.status, attempts = GREATEST(membership_invoices.attempts, EXCLUDED.attempts),
             next_attempt_at = EXCLUDED.next_attempt_at, paid_at = EXCLUDED.paid_at
       WHERE membership_invoices.status <> 'paid'`,
      [
        membershipId,
        invoice.providerInvoiceId,
        invoice.kind,
        invoice.amountCents,
        invoice.creditCents,
        invoice.periodStart,
        invoice.periodEnd,
        outcome.status,
        attempt,
        next,
        paidAt,
      ],
    );
  }

  // what is still owed is no longer: failed (the grace period ran out) or void (the member left)
  async closeOpen(tx: EntityManager, membershipId: number, status: Extract<InvoiceStatus, 'failed' | 'void'>) {
    await this.rows(tx).update({ membershipId, status: 'open' }, { status, nextAttemptAt: null });
  }

  // the paid invoices of these memberships, the newest first (the member's receipts)
  paidOf(membershipIds: number[], tx?: EntityManager): Promise<MembershipInvoiceEntity[]> {
    if (!membershipIds.length) return Promise.resolve([]);
    return this.rows(tx).find({
      where: { membershipId: In(membershipIds), status: 'paid' },
      order: { paidAt: 'DESC', id: 'DESC' },
    });
  }

  // every invoice of these memberships, the oldest first (the account's data export)
  allOf(membershipIds: number[]): Promise<MembershipInvoiceEntity[]> {
    if (!membershipIds.length) return Promise.resolve([]);
    return this.rows().find({ where: { membershipId: In(membershipIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  private rows(tx: EntityManager = this.db.manager) {
    return tx.getRepository(MembershipInvoiceEntity);
  }
}
