import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { PaymentPlanEntity } from './payment-plan.entity';

export type InstalmentStatus = 'due' | 'paid' | 'cancelled';

// One payment of a plan: its amount, when it is due (the first: at checkout, so null until then),
// its attempts and when the next one is, and the provider's charge once paid.
@Entity('plan_instalments')
export class PlanInstalmentEntity {
  @PrimaryColumn({ name: 'plan_id', type: 'integer' })
  planId: number;

  @PrimaryColumn({ type: 'integer' })
  number: number;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ name: 'due_at', type: 'timestamptz', nullable: true })
  dueAt: Date | null;

  @Column({ type: 'varchar', length: 9, default: 'due' })
  status: InstalmentStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  // a failed instalment's next try (null: none left, or not failed)
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  // why its last attempt failed, in the provider's words
  @Column({ type: 'varchar', length: 255, nullable: true })
  failure: string | null;

  @Column({ name: 'charge_id', type: 'varchar', length: 100, nullable: true, unique: true })
  chargeId: string | null;

  @Column({ name: 'paid_at', type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @ManyToOne('PaymentPlanEntity', 'schedule', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'plan_id' })
  plan?: PaymentPlanEntity;
}
