import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { ContentModule } from '../content/content.module';
import { CheckoutExpiryCron } from './checkout-expiry.cron';
import { CheckoutExpiryService } from './checkout-expiry.service';
import { CheckoutService } from './checkout.service';
import { DemoProductsSeeder } from './demo-products.seeder';
import { DownloadsService } from './downloads.service';
import { OrderItemEntity } from './entities/order-item.entity';
import { OrderEntity } from './entities/order.entity';
import { ProductEntity } from './entities/product.entity';
import { OrderConfirmationMailer } from './order-confirmation.mailer';
import { OfflinePaymentsService } from './offline-payments.service';
import { OrderSettlementService } from './order-settlement.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { PaymentsController } from './payments.controller';
import { OfflinePaymentProvider } from './payments/offline.provider';
import { PAYMENT_PROVIDER } from './payments/payment-provider';
import { createStripeClient, StripePaymentProvider } from './payments/stripe.provider';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';
import { ProductUploadsService } from './uploads.service';

@Module({
  imports: [TypeOrmModule.forFeature([ProductEntity, OrderEntity, OrderItemEntity]), ContentModule],
  controllers: [ProductsController, PaymentsController, OrdersController],
  providers: [
    ProductsService,
    ProductUploadsService,
    OrdersService,
    OrderSettlementService,
    CheckoutService,
    CheckoutExpiryService,
    CheckoutExpiryCron,
    OfflinePaymentsService,
    DownloadsService,
    OrderConfirmationMailer,
    DemoProductsSeeder,
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.stripeSecretKey ? new StripePaymentProvider(createStripeClient(config)) : new OfflinePaymentProvider(),
    },
  ],
  exports: [ProductsService],
})
export class CommerceModule {}
