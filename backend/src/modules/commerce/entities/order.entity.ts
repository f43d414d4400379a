import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { OrderItemEntity } from './order-item.entity';
import type { ShippingAddress } from './shipping-address';

export const ORDER_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

@Entity('orders')
export class OrderEntity {
  @PrimaryGeneratedColumn()
  id: number;

  // null once the buyer's account is deleted: the order stays for the books, anonymised
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: OrderStatus;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  @Column({ name: 'payment_provider', type: 'varchar', length: 20 })
  paymentProvider: string;

  @Column({ name: 'payment_intent_id', type: 'varchar', length: 255, nullable: true, unique: true })
  paymentIntentId: string | null;

  // only for the order's owner, to pay it again from a reopened checkout (and the offline form's check)
  @Column({ name: 'client_secret', type: 'varchar', length: 255, nullable: true })
  clientSecret: string | null;

  @Column({ name: 'payment_method', type: 'varchar', length: 60, nullable: true })
  paymentMethod: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  // an order not paid by then is cancelled (after asking the payment provider)
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  // what its product types hold is taken (fulfilment/: units of stock): held while pending, kept
  // once completed, given back when it fails or expires
  @Column({ name: 'stock_held', type: 'boolean', default: false })
  stockHeld: boolean;

  // what refunds have given back so far (a fully refunded order is 'refunded')
  @Column({ name: 'refunded_cents', type: 'integer', default: 0 })
  refundedCents: number;

  // the flat shipping rate charged (part of the total), 0 when nothing needs shipping
  @Column({ name: 'shipping_cents', type: 'integer', default: 0 })
  shippingCents: number;

  // where it goes, when a product in it needs shipping (cleared when the buyer deletes the account)
  @Column({ name: 'shipping_address', type: 'jsonb', nullable: true })
  shippingAddress: ShippingAddress | null;

  @Column({ name: 'shipped_at', type: 'timestamptz', nullable: true })
  shippedAt: Date | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  carrier: string | null;

  @Column({ name: 'tracking_number', type: 'varchar', length: 100, nullable: true })
  trackingNumber: string | null;

  // the coupon it was placed with (null once the coupon is deleted; the code stays)
  @Column({ name: 'coupon_id', type: 'integer', nullable: true })
  couponId: number | null;

  @Column({ name: 'coupon_code', type: 'varchar', length: 40, nullable: true })
  couponCode: string | null;

  // what the coupon took off the items (the total is after it)
  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents: number;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  // bought in instalments and one went unpaid past the grace period: what it gives (its downloads,
  // its courses) is closed from then until it is paid (payment plans)
  @Column({ name: 'access_paused_at', type: 'timestamptz', nullable: true })
  accessPausedAt: Date | null;

  // an order bump was offered at its checkout (ticked or not: the bumps' taken rate)
  @Column({ name: 'bump_offered', type: 'boolean', default: false })
  bumpOffered: boolean;

  // the upsell offered once it is paid (product_offers), its answer: the order it made
  // (upsells/: an order of its own, one at most) or "No thanks"
  @Column({ name: 'upsell_offer_id', type: 'integer', nullable: true })
  upsellOfferId: number | null;

  @Column({ name: 'upsell_order_id', type: 'integer', nullable: true, unique: true })
  upsellOrderId: number | null;

  @Column({ name: 'upsell_declined_at', type: 'timestamptz', nullable: true })
  upsellDeclinedAt: Date | null;

  // an upsell's own order: the order it follows (one alive per order: pending, paid or refunded)
  @Column({ name: 'upsell_of_order_id', type: 'integer', nullable: true })
  upsellOfOrderId: number | null;

  // the card its payment saved for the upsell's off-session charge (Stripe: the customer and its
  // payment method; offline: the test card's handle); cleared with the buyer's account
  @Column({ name: 'provider_customer_id', type: 'varchar', length: 255, nullable: true })
  providerCustomerId: string | null;

  @Column({ name: 'saved_payment_method_id', type: 'varchar', length: 255, nullable: true })
  savedPaymentMethodId: string | null;

  @OneToMany(() => OrderItemEntity, (item) => item.order, { cascade: ['insert'] })
  items: OrderItemEntity[];
}
