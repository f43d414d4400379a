import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionUser } from '../../../core/access/session-user';
import { PaymentPlansRepository, type PaymentPlanEntity } from '../../commerce';
import { BillingClock } from '../billing/billing-clock';
import {
  BILLING_PROVIDER,
  type BillingProvider,
  type CardOnFile,
  type WebhookNotice,
} from '../billing/billing-provider';
import { PaymentsOpen } from '../billing/payments-open';
import { MembershipErrors } from '../memberships.errors';
import type { ConfirmPlanCardDto, PlanCardFormDto, PlanCardResultDto } from './dto/plan-card.dto';
import { toPlanDto } from './dto/plan.dto';
import { PlanCharges } from './plan-charges';
import { PlanErrors } from './plans.errors';
import { newCardKey } from './plan-words';

const MESSAGES = {
  saved: 'Your card is saved.',
  recovered: 'Your card is saved and your payment is in: your plan is back on schedule.',
  resumed: 'Your card is saved and your payment is in: your access is open again.',
  completed: 'Your card is saved and your last payment is in: your plan is paid in full.',
};
type Answer = Pick<PlanCardResultDto, 'status' | 'message'>;
const DECLINED: Answer = { status: 'declined', message: MembershipErrors.declined };

// A buyer's new card for a plan, with the offline provider's test card form (signed for the plan,
// purpose plan-card) or Stripe's setup intent (confirmed with Stripe Elements; its
// setup_intent.succeeded webhook brings the card): saved, and a past due or paused plan's open
// instalment charged on it at once (paid: back on schedule, access open again; declined: nothing
// changes). Under the plan's lock, so a form sent twice, a webhook delivered again, or either
// while the cycle bills the plan, charges the instalment once.
@Injectable()
export class PlanCardsService {
  private readonly logger = new Logger('PlanCards');

  constructor(
    private readonly db: DataSource,
    private readonly plans: PaymentPlansRepository,
    private readonly charges: PlanCharges,
    private readonly clock: BillingClock,
    private readonly open: PaymentsOpen,
    @Inject(BILLING_PROVIDER) private readonly provider: BillingProvider,
  ) {}

  async cardForm(userId: number, planId: number): Promise<PlanCardFormDto> {
    this.open.check();
    const plan = updatable(owned(await this.plans.find(planId), userId));
    // with Stripe, the card is saved to the customer the plan's first payment saved it to
    if (this.provider.name !== 'offline' && !plan.providerCustomerId)
      throw new ServiceUnavailableException(PlanErrors.stripe);
    const clientSecret = await this.provider.planCardForm({
      planId,
      customerId: plan.providerCustomerId,
      idempotencyKey: `plan-${planId}:card:${randomUUID()}`,
    });
    return { clientSecret };
  }

  // Stripe's setup_intent.succeeded of a plan's Update card form: the card saved, and what is owed
  // charged on it under a key of that form (a delivery made again asks the same charge). A plan of
  // another customer, or that charges nothing any more, is left with a log line.
  async savedAtProvider(notice: Extract<WebhookNotice, { kind: 'plan.card.saved' }>): Promise<void> {
    await this.db.transaction(async (tx) => {
      const plan = await this.plans.lock(tx, notice.planId);
      const live = plan && ['active', 'past_due', 'paused'].includes(plan.status);
      if (!live || plan.providerCustomerId !== notice.customerId) {
        this.logger.log(`${notice.kind} ${notice.id} ignored: plan ${notice.planId} takes no card now.`);
        return;
      }
      const answer = await this.useCard(tx, plan, notice.card, notice.setupId);
      if (answer === DECLINED) this.logger.log(`Plan ${plan.id}: the new card of ${notice.setupId} was declined.`);
    });
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
  private async useCard(
    tx: EntityManager,
    plan: PaymentPlanEntity,
    card: CardOnFile,
    setupId?: string,
  ): Promise<Answer> {
    const owed = plan.status === 'past_due' || plan.status === 'paused' ? this.plans.openInstalment(plan) : null;
    if (!owed) {
      await this.plans.setCard(tx, plan.id, card);
      return { status: 'succeeded', message: MESSAGES.saved };
    }
    const key = setupId ? newCardKey(plan.id, owed.number, setupId) : undefined;
    const outcome = await this.charges.attempt(plan, owed, card.paymentMethodId, key);
    if (!outcome.paid) return DECLINED;
    const paid = await this.charges.paid(tx, plan, owed, outcome.chargeId, await this.clock.now(tx));
    await this.plans.setCard(tx, plan.id, card);
    const message = paid?.completed ? MESSAGES.completed : paid?.resumed ? MESSAGES.resumed : MESSAGES.recovered;
    return { status: 'succeeded', message };
  }

  // the offline test card form only, never in production (PaymentsOpen); with Stripe (its own
  // form, confirmed with Stripe Elements) a readable 503
  private checkOpen(): void {
    if (this.provider.name !== 'offline') throw new ServiceUnavailableException(PlanErrors.stripeForm);
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
