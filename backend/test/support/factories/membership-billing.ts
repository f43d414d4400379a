// Factories of memberships: the offline billing clock moved on without running the cycle (the
// route runs it at once; a test of two cycles at once runs them itself), and the cycles run (the
// memberships', the payment plans').
import { BillingClock } from '../../../src/modules/memberships/billing/billing-clock';
import { BillingCycleService, type CycleReport } from '../../../src/modules/memberships/cycle/billing-cycle.service';
import { OwnerDigestService } from '../../../src/modules/memberships/mails/owner-digest.service';
import { type InstalmentsReport, PlanCycleService } from '../../../src/modules/memberships/plans/plan-cycle.service';
import type { TestContext } from '../test-context';

export async function advanceBillingClock(t: TestContext, days: number): Promise<Date> {
  return t.app.get(BillingClock).advance(days);
}

export function runBillingCycle(t: TestContext): Promise<CycleReport> {
  return t.app.get(BillingCycleService).run();
}

export function billingNow(t: TestContext): Promise<Date> {
  return t.app.get(BillingClock).now();
}

// the owner's daily digest, as its 08:00 job queues it at `now` on the billing clock
export function queueOwnerDigest(t: TestContext, now?: Date): Promise<void> {
  return t.app.get(OwnerDigestService).queue(now);
}

// Days past the next monthly instalment whatever the month (it falls 28 to 31 days on), and short of
// the one after it: 30.5 days fell short of it on the 1st of a 31-day month.
export const NEXT_MONTH_DAYS = 31.5;

// the payment plans' cycle run (the clock route runs it after the memberships'; a test of two
// cycles at once runs them itself)
export function runPlanCycle(t: TestContext): Promise<InstalmentsReport> {
  return t.app.get(PlanCycleService).run();
}
