import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { attemptId, type EndReason, type InvoiceFacts } from '../billing/billing-event';
import { BillingClock } from '../billing/billing-clock';
import { BillingEvents } from '../billing/billing-events';
import { BILLING_PROVIDER, type BillingProvider } from '../billing/billing-provider';
import { InvoiceCharges } from '../billing/invoice-charges';
import { addDaysTo } from '../billing/periods';
import type { MembershipEntity } from '../entities/membership.entity';
import { MembershipInvoicesRepository } from '../repositories/membership-invoices.repository';
import { MembershipSettingsRepository } from '../repositories/membership-settings.repository';
import { MembershipsRepository } from '../repositories/memberships.repository';
import { runCycle } from './run-cycle';

export interface CycleReport {
  renewed: number;
  failed: number;
  ended: number;
}
type Outcome = keyof CycleReport;

// The offline provider's schedule, and for Stripe (which runs its own) the end of a grace period:
// each due membership, one at a time in a transaction of its own that locks its row (FOR UPDATE
// SKIP LOCKED: two runs at once, on one replica or two, never take the same one), is renewed, tried
// again, or ended (at the provider first), as of the moment it was due on the billing clock; the
// charge and its event happen under that lock, so a run at the same time finds it renewed (or past
// due until its next attempt) and charges nothing.
@Injectable()
export class BillingCycleService {
  private readonly logger = new Logger('BillingCycle');

  constructor(
    private readonly db: DataSource,
    private readonly clock: BillingClock,
    private readonly memberships: MembershipsRepository,
    private readonly invoices: MembershipInvoicesRepository,
    private readonly settings: MembershipSettingsRepository,
    private readonly charges: InvoiceCharges,
    private readonly events: BillingEvents,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
  ) {}

  async run(): Promise<CycleReport> {
    const now = await this.clock.now();
    const report: CycleReport = { renewed: 0, failed: 0, ended: 0 };
    return runCycle(this.db, this.logger, 'Membership', report, async ({ tx, skip, take }) => {
      const { graceDays } = await this.settings.read(tx);
      const due = await this.memberships.lockNextDue(tx, now, graceDays, skip, this.provider.chargesRenewals);
      if (!due) return null;
      take(due.id);
      return this.handle(tx, (await this.memberships.find(due.id, tx))!, graceDays);
    });
  }

  private async handle(tx: EntityManager, m: MembershipEntity, graceDays: number): Promise<Outcome> {
    if (m.status === 'past_due') {
      const open = await this.invoices.open(m.id, tx);
      const graceEnds = addDaysTo(m.pastDueSince!, graceDays);
      // the provider that runs the schedule retries by itself: here its grace period only ends
      const next = this.provider.chargesRenewals ? open?.nextAttemptAt : null;
      if (!open || !next || next > graceEnds) return this.end(tx, m, 'payment', graceEnds);
      return this.charge(tx, m, this.charges.factsOf(open), open.attempts + 1, next);
    }
    if (m.cancelAtPeriodEnd) return this.end(tx, m, 'member', m.currentPeriodEnd!);
    const renewal = this.charges.renewalOf(m);
    const known = await this.invoices.find(renewal.providerInvoiceId, tx);
    return this.charge(tx, m, renewal, (known?.attempts ?? 0) + 1, renewal.periodStart);
  }

  private async charge(tx: EntityManager, m: MembershipEntity, invoice: InvoiceFacts, attempt: number, at: Date) {
    if (await this.charges.pay(tx, m, invoice, attempt, at)) return 'renewed';
    const event = { id: attemptId(invoice.providerInvoiceId, attempt), membershipId: m.id, at, invoice, attempt };
    await this.events.applyIn(tx, { ...event, kind: 'invoice.failed' });
    return 'failed';
  }

  // ended at the provider first (Stripe: the subscription cancelled; a failure rolls back, the next
  // run tries again), then here
  private async end(tx: EntityManager, m: MembershipEntity, reason: EndReason, at: Date): Promise<Outcome> {
    await this.provider.end(m.providerSubscriptionId);
    await this.events.applyIn(tx, { id: `membership:${m.id}:ended`, membershipId: m.id, at, kind: 'ended', reason });
    return 'ended';
  }
}
