import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionUser } from '../../../core/access/session-user';
import { PaymentPlansRepository, type PaymentPlanEntity } from '../../commerce';
import { BillingClock } from '../billing/billing-clock';
import { BILLING_PROVIDER, type BillingProvider, type CardOnFile } from '../billing/billing-provider';
import { PaymentsOpen } from '../billing/payments-open';
import { MembershipErrors } from '../memberships.errors';
import type { ConfirmPlanCardDto, PlanCardFormDto, PlanCardResultDto } from './dto/plan-card.dto';
import { toPlanDto } from './dto/plan.dto';
import { PlanCharges } from './plan-charges';
import { PlanErrors } from './plans.errors';

const MESSAGES = {
  saved: 'Your card is saved.',
  recovered: 'Your card is saved and your payment is in: your plan is back on schedule.',
  resumed: 'Your card is saved and your payment is in: your access is open again.',
  completed: 'Your card is saved and your last payment is in: your plan is paid in full.',
};
type Answer = Pick<PlanCardResultDto, 'status' | 'message'>;
const DECLINED: Answer = { status: 'declined', message: MembershipErrors.declined };

// A buyer's new card for a plan, with the offline provider's test card form (signed for the plan,
// purpose plan-card): saved, and a past due or paused plan's open instalment charged on it at once
// (paid: back on schedule, access open again; declined: nothing changes). Under the plan's lock,
// so a form sent twice, or sent while the cycle bills the plan, charges the instalment once.
@Injectable()
export class PlanCardsService {
  constructor(
    private readonly db: DataSource,
    private readonly plans: PaymentPlansRepository,
    private readonly charges: PlanCharges,
    private readonly clock: BillingClock,
    private readonly open: PaymentsOpen,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
  ) {}

  async cardForm(userId: number, planId: number): Promise<PlanCardFormDto> {
    this.checkOpen();
    updatable(owned(await this.plans.find(planId), userId));
    return { clientSecret: this.provider.testPlanCardForm(planId)! };
  }

  async confirm(user: SessionUser, body: ConfirmPlanCardDto): Promise<PlanCardResultDto> {
    this.checkOpen();
    const form = this.provider.testForm(body.clientSecret);
    if (form?.purpose !== 'plan-card') throw new BadRequestException(PlanErrors.formNotFound);
    const card = this.provider.testCard(body.cardNumber);
    return this.db.transaction(async (tx) => {
      const plan = updatable(owned(await this.plans.lock(tx, form.planId), user.id));
      const answer = card ? await this.useCard(tx, plan, card) : DECLINED;
      const after = answer === DECLINED ? plan : (await this.plans.find(plan.id, tx))!;
      return { ...answer, plan: toPlanDto(after) };
    });
  }

  // The card saved, after paying what is owed on it when something is (declined: nothing changes).
  private async useCard(tx: EntityManager, plan: PaymentPlanEntity, card: CardOnFile): Promise<Answer> {
    const owed = plan.status === 'past_due' || plan.status === 'paused' ? this.plans.openInstalment(plan) : null;
    if (!owed) {
      await this.plans.setCard(tx, plan.id, card);
      return { status: 'succeeded', message: MESSAGES.saved };
    }
    const outcome = await this.charges.attempt(plan, owed, card.paymentMethodId);
    if (!outcome.paid) return DECLINED;
    const paid = await this.charges.paid(tx, plan, owed, outcome.chargeId, await this.clock.now(tx));
    await this.plans.setCard(tx, plan.id, card);
    const message = paid?.completed ? MESSAGES.completed : paid?.resumed ? MESSAGES.resumed : MESSAGES.recovered;
    return { status: 'succeeded', message };
  }

  // the offline test card form only, never in production (PaymentsOpen); with Stripe, which takes
  // no plan yet, a readable 503
  private checkOpen(): void {
    if (this.provider.name !== 'offline') throw new ServiceUnavailableException(PlanErrors.stripe);
    this.open.check();
  }
}

// another account's plan, or a checkout not paid yet, is no plan of this buyer's
function owned(plan: PaymentPlanEntity | null, userId: number): PaymentPlanEntity {
  if (!plan || plan.userId !== userId || plan.status === 'pending') throw new NotFoundException(PlanErrors.notFound);
  return plan;
}

function updatable(plan: PaymentPlanEntity): PaymentPlanEntity {
  if (plan.status === 'completed') throw new ConflictException(PlanErrors.completed);
  if (plan.status === 'cancelled') throw new ConflictException(PlanErrors.cancelled);
  return plan;
}
