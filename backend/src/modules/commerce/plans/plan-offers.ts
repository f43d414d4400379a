import { Inject, Injectable } from '@nestjs/common';
import type { ProductEntity } from '../entities/product.entity';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payments/payment-provider';
import { type ProductPlanDto, toProductPlanDto } from './dto/product-plan.dto';

// A product's plan as a page offers it to a buyer: none while the checkout cannot take one (with
// Stripe, which does not keep the card for later instalments yet: the checkout refuses it).
@Injectable()
export class PlanOffers {
  constructor(@Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider) {}

  offer(product: Pick<ProductEntity, 'planInstalments' | 'planTotalCents'>): ProductPlanDto | null {
    if (this.payments.name === 'stripe') return null;
    return toProductPlanDto(product.planInstalments, product.planTotalCents);
  }
}
