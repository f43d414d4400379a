import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CommerceSharedModule } from '../commerce-shared.module';
import { ProductReviewsService } from './product-reviews.service';
import { ProductReviewsRepository } from './repositories/product-reviews.repository';
import { ReviewsController } from './reviews.controller';

// Reviews: a buyer's rating and words on a product, and the owner hiding one.
@Module({
  imports: [CommerceSharedModule, CatalogueModule, AuthModule],
  controllers: [ReviewsController],
  providers: [ProductReviewsService, ProductReviewsRepository],
})
export class ReviewsModule {}
