import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const OFFER_KINDS = ['bump', 'upsell'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

// Another product offered with a product, at a price of its own: a bump is a tick box at the
// product's checkout, an upsell a one-click offer once it is paid (the same card charged). At most
// one of each kind per product.
@Entity('product_offers')
export class ProductOfferEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  @Column({ type: 'varchar', length: 10 })
  kind: OfferKind;

  @Column({ name: 'offered_product_id', type: 'integer' })
  offeredProductId: number;

  // what the buyer pays for the offered product (typically less than its own price)
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  @Column({ type: 'varchar', length: 120 })
  headline: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  text: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
