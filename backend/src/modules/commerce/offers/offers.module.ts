import { Module } from '@nestjs/common';
import { CommerceSharedModule } from '../commerce-shared.module';
import { OrdersModule } from '../orders/orders.module';
import { ProductOffersController } from './product-offers.controller';
import { ProductOffersService } from './product-offers.service';
import { ProductOffersRepository } from './repositories/product-offers.repository';
import { UpsellsController } from './upsells.controller';
import { UpsellsService } from './upsells.service';

// Order bumps and one-click upsells: the owner's offers on a product, the bumps its checkout shows
// (the checkout prices a ticked one), the upsell after its payment charged to the same card.
@Module({
  imports: [CommerceSharedModule, OrdersModule],
  controllers: [ProductOffersController, UpsellsController],
  providers: [ProductOffersService, ProductOffersRepository, UpsellsService],
  exports: [ProductOffersRepository, UpsellsService],
})
export class OffersModule {}
