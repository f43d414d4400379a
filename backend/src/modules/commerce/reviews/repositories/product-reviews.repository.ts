import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { ProductReviewEntity } from '../../entities/product-review.entity';

const UNIQUE_VIOLATION = '23505';

// Buyers' reviews, and whether someone bought a product (paid, not refunded).
@Injectable()
export class ProductReviewsRepository {
  constructor(@InjectRepository(ProductReviewEntity) private readonly reviews: Repository<ProductReviewEntity>) {}

  // newest first (at most 200); the hidden ones too when `withHidden`
  listFor(productId: number, withHidden: boolean): Promise<ProductReviewEntity[]> {
    return this.reviews.find({
      where: withHidden ? { productId } : { productId, hiddenAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: 200,
    });
  }

  findMine(productId: number, userId: number): Promise<ProductReviewEntity | null> {
    return this.reviews.findOneBy({ productId, userId });
  }

  // null when this buyer has reviewed it already
  async insert(review: Pick<ProductReviewEntity, 'productId' | 'userId' | 'rating' | 'body'>) {
    try {
      return await this.reviews.save(this.reviews.create(review));
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) return null;
      throw error;
    }
  }

  async setHidden(id: number, hidden: boolean): Promise<ProductReviewEntity | null> {
    const { affected } = await this.reviews.update({ id }, { hiddenAt: hidden ? () => 'now()' : null });
    return affected ? this.reviews.findOneBy({ id }) : null;
  }

  // a paid item of the product that no refund takes back
  async bought(productId: number, userId: number): Promise<boolean> {
    const [row] = (await this.reviews.query(
      `SELECT EXISTS (SELECT 1 FROM order_items i JOIN orders o ON o.id = i.order_id
                       WHERE i.product_id = $1 AND o.user_id = $2 AND o.status = 'completed'
                         AND i.refund_id IS NULL) AS bought`,
      [productId, userId],
    )) as { bought: boolean }[];
    return row.bought;
  }
}
