import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// A discount code (migration 1764560000000): percentOff or amountOffCents, one of the two.
@Entity('coupons')
export class CouponEntity {
  @PrimaryGeneratedColumn()
  id: number;

  // as the owner typed it; matched without regard to case
  @Column({ type: 'varchar', length: 40 })
  code: string;

  @Column({ name: 'percent_off', type: 'integer', nullable: true })
  percentOff: number | null;

  @Column({ name: 'amount_off_cents', type: 'integer', nullable: true })
  amountOffCents: number | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  // uses in all (open checkouts and paid orders); null: no limit
  @Column({ name: 'usage_limit', type: 'integer', nullable: true })
  usageLimit: number | null;

  @Column({ name: 'per_customer_limit', type: 'integer', nullable: true })
  perCustomerLimit: number | null;

  // the products' prices must come to this, before the discount and shipping
  @Column({ name: 'min_order_cents', type: 'integer', default: 0 })
  minOrderCents: number;

  // only these products are discounted; null: every product
  @Column({ name: 'product_ids', type: 'integer', array: true, nullable: true })
  productIds: number[] | null;

  @Column({ name: 'times_used', type: 'integer', default: 0 })
  timesUsed: number;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
