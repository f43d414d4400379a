import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { OfferKind } from './product-offer.entity';
import type { ProductType } from './product.entity';
import { OrderEntity } from './order.entity';

// What was bought, as it was at the time (title and price are copied).
@Entity('order_items')
export class OrderItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => OrderEntity, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  // Relation<>: no class reference in the decorator metadata, so the two entities may load in any order
  order: Relation<OrderEntity>;

  @Column({ name: 'order_id', type: 'integer' })
  orderId: number;

  @Column({ name: 'product_id', type: 'integer', nullable: true })
  productId: number | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 20 })
  type: ProductType;

  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ type: 'integer', default: 1 })
  quantity: number;

  // its share of the order's discount: it was paid price × quantity − this
  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents: number;

  // the refund that takes it back (being asked for, or done); null while it is the buyer's
  @Column({ name: 'refund_id', type: 'integer', nullable: true })
  refundId: number | null;

  // bought as an order bump or an upsell (product_offers): its kind stays when the offer is deleted
  @Column({ name: 'offer_id', type: 'integer', nullable: true })
  offerId: number | null;

  @Column({ name: 'offer_kind', type: 'varchar', length: 10, nullable: true })
  offerKind: OfferKind | null;
}
