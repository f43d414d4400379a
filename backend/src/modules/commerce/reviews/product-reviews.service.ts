import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { UsersService } from '../../auth';
import { CommerceErrors } from '../commerce.errors';
import type { ProductReviewsDto, ReviewDto } from './dto/review.dto';
import type { ProductReviewEntity } from '../entities/product-review.entity';
import { ProductReviewsRepository } from './repositories/product-reviews.repository';
import { ProductsService } from '../catalogue/products.service';

// "Ada L."
const authorOf = (user: { firstName: string; lastName: string } | undefined) =>
  user ? [user.firstName, user.lastName ? `${user.lastName[0]}.` : ''].filter(Boolean).join(' ') : 'A former buyer';

// Buyers' reviews: a verified buyer (a paid item of the product no refund took back) rates and
// reviews it once; the owner hides a review (it leaves the page and the rating) and shows it again.
// The cards' rating is the visible reviews' average (reviewColumns, in the products' SELECT).
@Injectable()
export class ProductReviewsService {
  constructor(
    private readonly reviews: ProductReviewsRepository,
    private readonly products: ProductsService,
    private readonly users: UsersService,
  ) {}

  async list(productId: number, viewer: { id: number; isAdmin: boolean } | null): Promise<ProductReviewsDto> {
    await this.requireProduct(productId);
    const reviews = await this.reviews.listFor(productId, viewer?.isAdmin ?? false);
    const canReview =
      !!viewer &&
      !(await this.reviews.findMine(productId, viewer.id)) &&
      (await this.reviews.bought(productId, viewer.id));
    return { reviews: await this.withAuthors(reviews), canReview };
  }

  async create(productId: number, userId: number, rating: number, body: string): Promise<ReviewDto> {
    await this.requireProduct(productId);
    if (!(await this.reviews.bought(productId, userId))) throw new ForbiddenException(CommerceErrors.reviewNotBuyer);
    const saved = await this.reviews.insert({ productId, userId, rating, body });
    if (!saved) throw new ConflictException(CommerceErrors.reviewTwice);
    return (await this.withAuthors([saved]))[0];
  }

  async setHidden(reviewId: number, hidden: boolean): Promise<ReviewDto> {
    const review = await this.reviews.setHidden(reviewId, hidden);
    if (!review) throw new NotFoundException(CommerceErrors.reviewNotFound);
    return (await this.withAuthors([review]))[0];
  }

  private async requireProduct(productId: number): Promise<void> {
    if (!(await this.products.findById(productId))) throw new NotFoundException(CommerceErrors.productNotFound);
  }

  private async withAuthors(reviews: ProductReviewEntity[]): Promise<ReviewDto[]> {
    const users = await this.users.findByIds([...new Set(reviews.map((r) => r.userId))]);
    const byId = new Map(users.map((u) => [u.id, u]));
    return reviews.map((r) => ({
      id: r.id,
      rating: r.rating,
      body: r.body,
      author: authorOf(byId.get(r.userId)),
      createdAt: r.createdAt.toISOString(),
      hidden: r.hiddenAt !== null,
    }));
  }
}
