import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { CommerceSharedModule } from '../commerce-shared.module';
import { AdminCouponsController, CouponsController } from './coupons.controller';
import { CouponsService } from './coupons.service';
import { CouponsRepository } from './repositories/coupons.repository';

// Coupons: the owner's codes, what one takes off a basket, and their uses (taken by a checkout,
// given back when it is given up).
@Module({
  imports: [CommerceSharedModule, CatalogueModule],
  controllers: [AdminCouponsController, CouponsController],
  providers: [CouponsService, CouponsRepository],
  exports: [CouponsService, CouponsRepository],
})
export class CouponsModule {}
