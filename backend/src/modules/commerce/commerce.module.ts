import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { provideMails } from '../../core/mail/define-mail';
import { AlertsModule } from '../alerts';
import { AuthModule } from '../auth';
import { ContentModule } from '../content';
import { SiteModule } from '../site';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { CheckoutExpiryCron } from './checkout-expiry.cron';
import { CheckoutExpiryService } from './checkout-expiry.service';
import { CheckoutService } from './checkout.service';
import { DemoProductsSeeder, DemoShelfProductsSeeder } from './demo/demo-products.seeder';
import { DownloadsService } from './downloads.service';
import { ProductTypeRegistry } from './product-types/product-type-registry';
import { PhysicalStock } from './fulfilment/physical-stock';
import { DigitalDownloads } from './fulfilment/digital-downloads';
import { RefundEntity } from './entities/refund.entity';
import { CouponEntity } from './entities/coupon.entity';
import { ProductReviewEntity } from './entities/product-review.entity';
import { ProductReviewsService } from './product-reviews.service';
import { ProductReviewsRepository } from './repositories/product-reviews.repository';
import { ReviewsController } from './reviews.controller';
import { AdminCouponsController, CouponsController } from './coupons.controller';
import { CouponsService } from './coupons.service';
import { CouponsRepository } from './repositories/coupons.repository';
import { OrderItemEntity } from './entities/order-item.entity';
import { OrderEntity } from './entities/order.entity';
import { ProductEntity } from './entities/product.entity';
import { OrdersPersonalData } from './orders-personal-data';
import { OrderFactsService } from './order-facts.service';
import { OrderFactsRepository } from './repositories/order-facts.repository';
import { ProductFactsService } from './product-facts.service';
import { OrderSettlementService } from './order-settlement.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { OfflinePaymentProvider } from './payments/offline.provider';
import { PAYMENT_PROVIDER } from './payments/payment-provider';
import { createStripeClient, StripePaymentProvider } from './payments/stripe.provider';
import { ProductsController } from './products.controller';
import { ProductAvailabilityController } from './product-availability.controller';
import { ProductsService } from './products.service';
import { AdminOrdersRepository } from './repositories/admin-orders.repository';
import { DownloadsRepository } from './repositories/downloads.repository';
import { OrdersRepository } from './repositories/orders.repository';
import { ProductTypesRepository } from './repositories/product-types.repository';
import { ProductAnnouncementsRepository } from './repositories/product-announcements.repository';
import { PaymentEventsRepository } from './repositories/payment-events.repository';
import { ProductSlugsRepository } from './repositories/product-slugs.repository';
import { ProductStockRepository } from './repositories/product-stock.repository';
import { SalesRepository } from './repositories/sales.repository';
import { SalesService } from './sales.service';
import { OrderActionsController } from './order-actions.controller';
import { ShopSettingsController } from './shop-settings.controller';
import { ShippingAddressController } from './shipping-address.controller';
import { ShipmentsService } from './shipments.service';
import { ShippingAddressesRepository } from './repositories/shipping-addresses.repository';
import { ShopSettingsRepository } from './repositories/shop-settings.repository';
import { RefundsRecoveryCron } from './refunds-recovery.cron';
import { RefundsService } from './refunds.service';
import { RefundsRepository } from './repositories/refunds.repository';
import { ProductUploadsService } from './uploads.service';
import { CommerceMails } from './mails/commerce-mails';
import { lowStockMail } from './mails/low-stock.mail';
import { orderConfirmationMail } from './mails/order-confirmation.mail';
import { orderRefundMail } from './mails/order-refund.mail';
import { orderShippedMail } from './mails/order-shipped.mail';
import { orderToShipMail } from './mails/order-to-ship.mail';
import { productUpdateMail } from './mails/product-update.mail';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      ProductEntity,
      OrderEntity,
      OrderItemEntity,
      RefundEntity,
      CouponEntity,
      ProductReviewEntity,
    ]),
    AuthModule,
    AlertsModule,
    ContentModule,
    SiteModule,
  ],
  controllers: [
    ProductsController,
    ProductAvailabilityController,
    PaymentsController,
    OrdersController,
    AdminOrdersController,
    OrderActionsController,
    ShopSettingsController,
    ShippingAddressController,
    AdminCouponsController,
    CouponsController,
    ReviewsController,
  ],
  providers: [
    ProductsService,
    ProductUploadsService,
    OrdersService,
    OrderSettlementService,
    CheckoutService,
    CheckoutExpiryService,
    CheckoutExpiryCron,
    PaymentsService,
    ProductTypeRegistry,
    ProductTypesRepository,
    PhysicalStock,
    DigitalDownloads,
    DownloadsService,
    RefundsService,
    RefundsRecoveryCron,
    RefundsRepository,
    ShipmentsService,
    ShippingAddressesRepository,
    ShopSettingsRepository,
    CouponsService,
    CouponsRepository,
    ProductReviewsService,
    ProductReviewsRepository,
    CommerceMails,
    provideMails(
      orderConfirmationMail,
      orderRefundMail,
      orderToShipMail,
      orderShippedMail,
      lowStockMail,
      productUpdateMail,
    ),
    OrdersPersonalData,
    DemoProductsSeeder,
    DemoShelfProductsSeeder,
    OrdersRepository,
    PaymentEventsRepository,
    ProductStockRepository,
    DownloadsRepository,
    ProductAnnouncementsRepository,
    ProductSlugsRepository,
    SalesRepository,
    SalesService,
    AdminOrdersService,
    AdminOrdersRepository,
    // what other modules read of products and orders
    ProductFactsService,
    OrderFactsService,
    OrderFactsRepository,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.stripeSecretKey
          ? new StripePaymentProvider(createStripeClient(config), config)
          : new OfflinePaymentProvider(),
    },
  ],
  exports: [ProductsService, ProductTypeRegistry, SalesService, RefundsService, ProductFactsService, OrderFactsService],
})
export class CommerceModule implements OnModuleInit {
  constructor(
    private readonly types: ProductTypeRegistry,
    private readonly physical: PhysicalStock,
    private readonly digital: DigitalDownloads,
  ) {}

  // commerce's own product types; the others register theirs from their modules
  onModuleInit(): void {
    this.types.register(this.physical);
    this.types.register(this.digital);
  }
}
