import { Injectable } from '@nestjs/common';
import type { ProductEntity } from '../entities/product.entity';
import { type ProductPlanDto, toProductPlanDto } from './dto/product-plan.dto';

// A product's plan as a page offers it to a buyer (the checkout takes one with either provider:
// Stripe saves the card of the first instalment for the later ones).
@Injectable()
export class PlanOffers {
  offer(product: Pick<ProductEntity, 'planInstalments' | 'planTotalCents'>): ProductPlanDto | null {
    return toProductPlanDto(product.planInstalments, product.planTotalCents);
  }
}
