import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { PlanInstalmentEntity } from './plan-instalment.entity';

// pending: its order's first instalment not paid yet; active: paid on schedule; past_due: an
// instalment failed and is being retried (access kept); paused: the grace period ran out unpaid
// (access paused until it is paid); completed: paid in full; cancelled: refunded, its checkout given
// up, or its buyer's account deleted (no later instalment is charged)
export const PLAN_STATUSES = ['pending', 'active', 'past_due', 'paused', 'completed', 'cancelled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

// A product bought in instalments (migration 1764700000000): one per order, its instalments below.
// The order's total is what has been paid so far; the plan's total is what the buyer agreed to pay.
@Entity('payment_plans')
export class PaymentPlanEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'order_id', type: 'integer', unique: true })
  orderId: number;

  // null once the buyer's account is deleted
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  // null once the product is deleted (the title stays)
  @Column({ name: 'product_id', type: 'integer', nullable: true })
  productId: number | null;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'integer' })
  instalments: number;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: PlanStatus;

  // the provider's customer the card is saved to (Stripe's; null with the offline provider)
  @Column({ name: 'provider_customer_id', type: 'varchar', length: 100, nullable: true })
  providerCustomerId: string | null;

  // the card later instalments are charged to (the provider's handle), as the buyer reads it
  @Column({ name: 'payment_method_id', type: 'varchar', length: 100, nullable: true })
  paymentMethodId: string | null;

  @Column({ name: 'card_brand', type: 'varchar', length: 20, nullable: true })
  cardBrand: string | null;

  @Column({ name: 'card_last4', type: 'char', length: 4, nullable: true })
  cardLast4: string | null;

  // when the instalment now unpaid first failed
  @Column({ name: 'past_due_since', type: 'timestamptz', nullable: true })
  pastDueSince: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  // when its first instalment was paid
  @Column({ name: 'started_at', type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  // when it was paid in full or cancelled
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @OneToMany(() => PlanInstalmentEntity, (i) => i.plan, { cascade: ['insert'] })
  schedule: PlanInstalmentEntity[];
}
