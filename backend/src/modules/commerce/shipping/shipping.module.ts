import { Module } from '@nestjs/common';
import { provideMails } from '../../../core/mail/define-mail';
import { AuthModule } from '../../auth';
import { CommerceSharedModule } from '../commerce-shared.module';
import { orderShippedMail } from './mails/order-shipped.mail';
import { orderToShipMail } from './mails/order-to-ship.mail';
import { ShippingAddressesRepository } from './repositories/shipping-addresses.repository';
import { ShopSettingsRepository } from './repositories/shop-settings.repository';
import { ShipmentsService } from './shipments.service';
import { ShippingAddressController } from './shipping-address.controller';
import { ShopSettingsController } from './shop-settings.controller';

// Shipping: the flat rate, the buyers' saved addresses, an order marked shipped with its tracking
// link, and the mails of an order to ship and of one shipped.
@Module({
  imports: [CommerceSharedModule, AuthModule],
  controllers: [ShopSettingsController, ShippingAddressController],
  providers: [
    ShipmentsService,
    ShippingAddressesRepository,
    ShopSettingsRepository,
    provideMails(orderToShipMail, orderShippedMail),
  ],
  exports: [ShipmentsService, ShippingAddressesRepository, ShopSettingsRepository],
})
export class ShippingModule {}
