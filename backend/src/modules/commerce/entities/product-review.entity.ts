import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// A buyer's rating and review of a product (migration 1764570000000), one per buyer and product.
@Entity('product_reviews')
export class ProductReviewEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'product_id', type: 'integer' })
  productId: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'integer' })
  rating: number;

  @Column({ type: 'text' })
  body: string;

  // hidden by the owner: off the product page and out of its rating
  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
