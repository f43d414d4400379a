import { Module } from '@nestjs/common';
import { provideMails } from '../../../core/mail/define-mail';
import { AuthModule } from '../../auth';
import { SiteModule } from '../../site';
import { CommerceSharedModule } from '../commerce-shared.module';
import { CouponsModule } from '../coupons/coupons.module';
import { ShippingModule } from '../shipping/shipping.module';
import { AdminOrdersController } from './admin-orders.controller';
import { AdminOrdersService } from './admin-orders.service';
import { DigitalDownloads } from './digital-downloads';
import { DownloadsService } from './downloads.service';
import { orderConfirmationMail } from './mails/order-confirmation.mail';
import { orderRefundMail } from './mails/order-refund.mail';
import { OrderActionsController } from './order-actions.controller';
import { OrderFactsService } from './order-facts.service';
import { OrderSettlementService } from './order-settlement.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';
import { RefundsRecoveryCron } from './refunds-recovery.cron';
import { RefundsService } from './refunds.service';
import { AdminOrdersRepository } from './repositories/admin-orders.repository';
import { DownloadsRepository } from './repositories/downloads.repository';
import { OrderFactsRepository } from './repositories/order-facts.repository';
import { PaymentEventsRepository } from './repositories/payment-events.repository';
import { RefundsRepository } from './repositories/refunds.repository';
import { SalesRepository } from './repositories/sales.repository';
import { SalesService } from './sales.service';

// Orders and refunds: an order's settlement (paid, failed, given up), the buyer's orders and files
// (commerce's digital type), the owner's orders, their refunds and shipping, the sales figures and
// what other modules read of orders.
@Module({
  imports: [CommerceSharedModule, ShippingModule, CouponsModule, AuthModule, SiteModule],
  controllers: [OrdersController, AdminOrdersController, OrderActionsController],
  providers: [
    OrdersService,
    OrderSettlementService,
    PaymentEventsRepository,
    AdminOrdersService,
    AdminOrdersRepository,
    RefundsService,
    RefundsRecoveryCron,
    RefundsRepository,
    DownloadsService,
    DownloadsRepository,
    DigitalDownloads,
    SalesService,
    SalesRepository,
    OrderFactsService,
    OrderFactsRepository,
    provideMails(orderConfirmationMail, orderRefundMail),
  ],
  exports: [
    OrdersService,
    OrderSettlementService,
    RefundsService,
    DownloadsService,
    DigitalDownloads,
    SalesService,
    OrderFactsService,
  ],
})
export class OrdersModule {}
