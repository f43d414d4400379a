import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CommerceSharedModule } from '../commerce-shared.module';
import { CouponsModule } from '../coupons/coupons.module';
import { OffersModule } from '../offers/offers.module';
import { OrdersModule } from '../orders/orders.module';
import { ShippingModule } from '../shipping/shipping.module';
import { CheckoutExpiryCron } from './checkout-expiry.cron';
import { CheckoutExpiryService } from './checkout-expiry.service';
import { CheckoutService } from './checkout.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';

// Checkout and payments: a basket priced and held as a pending order, its payment started with the
// provider, the provider's webhooks, and the checkouts given up when their window closes.
@Module({
  imports: [CommerceSharedModule, CatalogueModule, CouponsModule, ShippingModule, OrdersModule, OffersModule],
  controllers: [PaymentsController],
  providers: [CheckoutService, CheckoutExpiryService, CheckoutExpiryCron, PaymentsService],
})
export class CheckoutModule {}
