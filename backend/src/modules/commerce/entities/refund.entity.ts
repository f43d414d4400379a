import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export type RefundStatus = 'pending' | 'succeeded' | 'failed';
// 'owner': asked for from the order detail; 'provider': made in the provider's dashboard, learnt from its webhook;
// 'customer': a customer who cancelled a booked session before the cut-off (modules/bookings)
export type RefundSource = 'owner' | 'provider' | 'customer';

// Money given back on a paid order (migration 1764540000000). Written down before the provider is
// asked, with the key that makes asking again safe; settled once, with the order, when it answers.
@Entity('refunds')
export class RefundEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: RefundStatus;

  @Column({ type: 'varchar', length: 20 })
  source: RefundSource;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, unique: true })
  idempotencyKey: string;

  @Column({ name: 'provider_refund_id', type: 'varchar', length: 255, nullable: true, unique: true })
  providerRefundId: string | null;

  // the admin who asked for it; null for the provider's own, or once that account is gone
  @Column({ name: 'requested_by', type: 'integer', nullable: true })
  requestedBy: number | null;

  // why the provider refused it (a failed refund)
  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'settled_at', type: 'timestamptz', nullable: true })
  settledAt: Date | null;
}
