import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { AlertsModule } from '../alerts';
import { AuthModule } from '../auth';
import { CouponEntity } from './entities/coupon.entity';
import { OrderItemEntity } from './entities/order-item.entity';
import { OrderEntity } from './entities/order.entity';
import { ProductReviewEntity } from './entities/product-review.entity';
import { ProductEntity } from './entities/product.entity';
import { RefundEntity } from './entities/refund.entity';
import { PaymentPlanEntity } from './entities/payment-plan.entity';
import { PlanInstalmentEntity } from './entities/plan-instalment.entity';
import { ProductOfferEntity } from './entities/product-offer.entity';
import { PaymentPlansRepository } from './plans/payment-plans.repository';
import { PlanClock } from './plans/plan-clock';
import { PlanCustomers } from './plans/plan-customers';
import { PlanOffers } from './plans/plan-offers';
import { CommerceMails } from './mails/commerce-mails';
import { OfflinePaymentProvider } from './payments/offline.provider';
import { PAYMENT_PROVIDER } from './payments/payment-provider';
import { PaymentWebhookRegistry } from './payments/payment-webhook-registry';
import { createStripeClient, StripePaymentProvider } from './payments/stripe.provider';
import { ProductTypeRegistry } from './product-types/product-type-registry';
import { OrdersRepository } from './repositories/orders.repository';
import { ProductTypesRepository } from './repositories/product-types.repository';

// What every part of commerce uses (commerce.module.ts says which part uses what): the entities'
// repositories, the orders' rows and their payment plans', the product types, the mails to a buyer or the owner, the
// payment provider and the other modules' part of its webhook (PaymentWebhookRegistry).
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ProductEntity,
      OrderEntity,
      OrderItemEntity,
      RefundEntity,
      CouponEntity,
      ProductReviewEntity,
      PaymentPlanEntity,
      PlanInstalmentEntity,
      ProductOfferEntity,
    ]),
    AuthModule,
    AlertsModule,
  ],
  providers: [
    OrdersRepository,
    PaymentPlansRepository,
    PlanClock,
    PlanCustomers,
    PlanOffers,
    ProductTypeRegistry,
    ProductTypesRepository,
    CommerceMails,
    PaymentWebhookRegistry,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.stripeSecretKey
          ? new StripePaymentProvider(createStripeClient(config), config)
          : new OfflinePaymentProvider(),
    },
  ],
  exports: [
    TypeOrmModule,
    OrdersRepository,
    PaymentPlansRepository,
    PlanClock,
    PlanCustomers,
    PlanOffers,
    ProductTypeRegistry,
    CommerceMails,
    PAYMENT_PROVIDER,
    PaymentWebhookRegistry,
  ],
})
export class CommerceSharedModule {}
