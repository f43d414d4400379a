import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainEvents } from '../../../core/events/domain-events.service';
import { CommerceErrors } from '../commerce.errors';
import { OrdersRepository } from '../repositories/orders.repository';
import { CommerceMails } from '../mails/commerce-mails';
import { orderShippedMail } from './mails/order-shipped.mail';
import { ShopSettingsRepository } from './repositories/shop-settings.repository';

// The owner's side of shipping: the flat rate a checkout charges, and "Mark shipped" on a paid
// order with an address (once), which mails the buyer the carrier and tracking number.
@Injectable()
export class ShipmentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly orders: OrdersRepository,
    private readonly settings: ShopSettingsRepository,
    private readonly mails: CommerceMails,
    private readonly events: DomainEvents,
  ) {}

  shippingRateCents(): Promise<number> {
    return this.settings.shippingRateCents();
  }

  setShippingRateCents(cents: number): Promise<void> {
    return this.settings.setShippingRateCents(cents);
  }

  async markShipped(orderId: number, carrier: string, trackingNumber: string, now = new Date()): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const order = await this.orders.lockById(tx, orderId);
      if (!order) throw new NotFoundException(CommerceErrors.orderNotFound);
      if (order.status !== 'completed') throw new ConflictException(CommerceErrors.shipNotPaid);
      if (!order.shippingAddress) throw new ConflictException(CommerceErrors.shipNothing);
      if (order.shippedAt) throw new ConflictException(CommerceErrors.shipAlready);
      await this.orders.update(tx, orderId, { shippedAt: now, carrier, trackingNumber });
      await this.mails.toBuyer(tx, order, orderShippedMail, `order:${order.id}:shipped`, { orderId: order.id });
      await this.events.publish(tx, 'order.shipped', {
        orderId,
        userId: order.userId,
        carrier,
        trackingNumber,
        at: now,
      });
    });
  }
}
