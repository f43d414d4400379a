import { ApiProperty } from '@nestjs/swagger';
import { ID_SCHEMA, int4Schema } from '../../../../core/http/int4';
import { formatPrice, type PaymentPlanEntity, type PlanInstalmentEntity } from '../../../commerce';

// The statuses a buyer or the owner sees (a plan whose first instalment is not paid yet is a
// checkout, not a plan)
export const PLAN_STATUSES = ['active', 'past_due', 'paused', 'completed', 'cancelled'] as const;
export type VisiblePlanStatus = (typeof PLAN_STATUSES)[number];

const INSTANT_OR_NULL = { type: String, format: 'date-time', nullable: true } as const;
const iso = (instant: Date | null) => instant?.toISOString() ?? null;

export class PlanCardDto {
  @ApiProperty({ example: 'Visa' }) brand: string;
  @ApiProperty({ example: '4242' }) last4: string;
}

export class PlanInstalmentDto {
  @ApiProperty(int4Schema(1, 12)) number: number;
  @ApiProperty({ example: '$100' }) amount: string;
  @ApiProperty(int4Schema(50)) amountCents: number;
  @ApiProperty({ ...INSTANT_OR_NULL, description: 'When it falls (or fell) due' }) dueAt: string | null;
  @ApiProperty({ enum: ['due', 'paid', 'cancelled'], description: 'due: not paid yet; cancelled: never charged' })
  status: 'due' | 'paid' | 'cancelled';
  @ApiProperty(INSTANT_OR_NULL) paidAt: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why its last attempt failed, while it is unpaid' })
  failure: string | null;
}

// A payment plan as its buyer reads it (times on the billing clock).
export class PlanDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty(ID_SCHEMA) orderId: number;
  @ApiProperty({ ...ID_SCHEMA, type: Number, nullable: true, description: 'null once the product is deleted' })
  productId: number | null;
  @ApiProperty({ example: 'Leadership Course' }) title: string;
  @ApiProperty({
    enum: PLAN_STATUSES,
    description:
      'active: paid on schedule; past_due: an instalment failed and is tried again (access kept); paused: the ' +
      'grace period ran out unpaid (access paused until it is paid); completed: paid in full; cancelled: ' +
      'refunded or stopped, nothing more is charged',
  })
  status: VisiblePlanStatus;
  @ApiProperty({ ...int4Schema(2, 12), description: 'How many instalments' }) instalments: number;
  @ApiProperty({ example: '$300' }) total: string;
  @ApiProperty({ example: '$100', description: 'What its paid instalments add up to' }) paid: string;
  @ApiProperty({ example: '$200', description: 'Its unpaid instalments ($0 once completed or cancelled)' })
  outstanding: string;
  @ApiProperty(int4Schema(0, 12)) paidCount: number;
  @ApiProperty({
    ...INSTANT_OR_NULL,
    description:
      'When the next payment is taken: the next due date, or a failed one’s next try; null when paused or ended',
  })
  nextDueAt: string | null;
  @ApiProperty({ type: String, nullable: true, example: '$100', description: 'The next (or overdue) instalment' })
  nextAmount: string | null;
  @ApiProperty({ type: PlanCardDto, nullable: true, description: 'The card the instalments are charged to' })
  card: PlanCardDto | null;
  @ApiProperty({ ...INSTANT_OR_NULL, description: 'When the instalment now unpaid first failed' })
  pastDueSince: string | null;
  @ApiProperty({ type: [PlanInstalmentDto], description: 'Every instalment, the first first' })
  schedule: PlanInstalmentDto[];
}

export class MyPlansDto {
  @ApiProperty({ type: [PlanDto], description: "The account's payment plans, newest first" }) plans: PlanDto[];
}

export function toPlanDto(plan: PaymentPlanEntity): PlanDto {
  const sum = (items: PlanInstalmentEntity[]) => items.reduce((cents, i) => cents + i.amountCents, 0);
  const paid = plan.schedule.filter((i) => i.status === 'paid');
  const open = plan.schedule.find((i) => i.status === 'due') ?? null;
  const ended = plan.status === 'completed' || plan.status === 'cancelled';
  const next = ended || !open ? null : open;
  // active: its due date; past due: its next try (none left: null); paused: nothing is tried
  const nextDueAt = plan.status === 'active' ? next?.dueAt : plan.status === 'past_due' ? next?.nextAttemptAt : null;
  return {
    id: plan.id,
    orderId: plan.orderId,
    productId: plan.productId,
    title: plan.title,
    status: plan.status as VisiblePlanStatus,
    instalments: plan.instalments,
    total: formatPrice(plan.totalCents),
    paid: formatPrice(sum(paid)),
    outstanding: formatPrice(ended ? 0 : sum(plan.schedule.filter((i) => i.status === 'due'))),
    paidCount: paid.length,
    nextDueAt: iso(nextDueAt ?? null),
    nextAmount: next && formatPrice(next.amountCents),
    card: plan.cardLast4 ? { brand: plan.cardBrand ?? 'Card', last4: plan.cardLast4 } : null,
    pastDueSince: iso(plan.pastDueSince),
    schedule: plan.schedule.map((i) => ({
      number: i.number,
      amount: formatPrice(i.amountCents),
      amountCents: i.amountCents,
      dueAt: iso(i.dueAt),
      status: i.status,
      paidAt: iso(i.paidAt),
      failure: i.status === 'due' ? i.failure : null,
    })),
  };
}
