import type { DefinedMail, MailEnv } from '../../../../core/mail/define-mail';
import { UsersService } from '../../../auth';
import { PaymentPlansRepository, type PaymentPlanEntity, type PlanInstalmentEntity } from '../../../commerce';
import { SiteService } from '../../../site';
import { type BillingMailSpec, defineBillingMail } from '../../mails/billing-mail';
import { dayWords } from '../../membership-words';
import { plansTabUrl } from '../plan-words';

// The payload of every mail about a payment plan (one of its instalments, when `number` is given);
// userId is what forgetting an account finds it by.
export type PlanMailPayload = { planId: number; userId: number; number?: number };

const USES = { plans: PaymentPlansRepository, users: UsersService, site: SiteService };

// The plan as its mails tell it when they are sent, with the instalment the mail is about.
export interface PlanMailView {
  plan: PaymentPlanEntity;
  instalment: PlanInstalmentEntity | null;
  buyer: { firstName: string };
  day(instant: Date | null): string;
}

// What sets one kind of plan mail apart: its subject and its own values (null: nothing to send any
// more, the plan has moved on since it was queued).
export type PlanMailSpec<P extends PlanMailPayload> = BillingMailSpec<PlanMailView, P, MailEnv<typeof USES>>;

// A mail to a buyer about their plan (defineBillingMail): rendered from the plan as it is when sent.
// The common values: firstName, title, accountUrl (the Payment plans tab).
export function definePlanMail<P extends PlanMailPayload>(spec: PlanMailSpec<P>): DefinedMail<P> {
  return defineBillingMail(spec, {
    uses: USES,
    view: planMailView,
    common: ({ plan, buyer }, env) => ({
      firstName: buyer.firstName,
      title: plan.title,
      accountUrl: plansTabUrl(env.config.publicUrl),
    }),
  });
}

// the plan, its buyer and the instalment as they are now; null when gone (the account deleted)
async function planMailView(env: MailEnv<typeof USES>, payload: PlanMailPayload): Promise<PlanMailView | null> {
  const plan = await env.plans.find(Number(payload.planId));
  if (!plan?.userId) return null;
  const [[buyer], timeZone] = await Promise.all([env.users.findByIds([plan.userId]), env.site.timeZone()]);
  if (!buyer) return null;
  return {
    plan,
    instalment: plan.schedule.find((i) => i.number === payload.number) ?? null,
    buyer,
    day: (instant) => (instant ? dayWords(instant, timeZone) : ''),
  };
}
