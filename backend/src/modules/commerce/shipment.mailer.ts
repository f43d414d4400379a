import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UsersService } from '../auth';
import { SiteService } from '../site';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { ClaimedMail } from '../../core/mail/mail-outbox.types';
import { MailRenderer } from '../../core/mail/mail-renderer';
import { mailTemplate } from '../../core/mail/mail-template';
import { OrderEntity } from './entities/order.entity';
import type { ShippingAddress } from './entities/shipping-address';
import { OrdersRepository } from './repositories/orders.repository';

const TO_SHIP = 'order-to-ship';
const SHIPPED = 'order-shipped';
const TO_SHIP_TEMPLATE = mailTemplate(__dirname, 'mails/order-to-ship');
const SHIPPED_TEMPLATE = mailTemplate(__dirname, 'mails/order-shipped');

const addressLines = (a: ShippingAddress) =>
  [a.name, a.line1, a.line2, [a.city, a.region, a.postalCode].filter(Boolean).join(', '), a.country].filter(Boolean);

// The two mails of a physical order, through the outbox: "new order to ship" to the owner
// (OWNER_EMAIL) in the transaction that completes it, and "on its way" to the buyer, with the carrier
// and tracking number, in the one that marks it shipped.
@Injectable()
export class ShipmentMailer implements OnModuleInit {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly users: UsersService,
    private readonly outbox: MailOutbox,
    private readonly site: SiteService,
    private readonly renderer: MailRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    for (const kind of [TO_SHIP, SHIPPED])
      this.outbox.registerKind({
        kind,
        render: (mail) => (kind === TO_SHIP ? this.renderToShip(mail) : this.renderShipped(mail)),
        onUnresolved: 'retry',
        listUnsubscribe: false,
      });
  }

  // only an order with somewhere to go
  async enqueueToShip(tx: EntityManager, orderId: number): Promise<void> {
    const order = await tx.findOne(OrderEntity, {
      where: { id: orderId },
      select: { id: true, shippingAddress: true },
    });
    if (!order?.shippingAddress) return;
    await this.outbox.enqueue(tx, {
      kind: TO_SHIP,
      subjectKey: `order:${orderId}:to-ship`,
      recipient: this.config.ownerEmail,
      payload: { orderId },
    });
  }

  async enqueueShipped(tx: EntityManager, order: OrderEntity): Promise<void> {
    const buyer = order.userId === null ? null : await this.users.findById(order.userId);
    if (!buyer) return;
    await this.outbox.enqueue(tx, {
      kind: SHIPPED,
      subjectKey: `order:${order.id}:shipped`,
      recipient: buyer.email,
      payload: { orderId: order.id },
    });
  }

  private async renderToShip(mail: ClaimedMail) {
    const order = await this.orders.findWithItems(Number(mail.payload.orderId));
    if (!order?.shippingAddress || order.shippedAt || order.status !== 'completed') return null;
    return this.renderer.render(await this.site.mailBrand(), {
      template: TO_SHIP_TEMPLATE,
      subject: `New order to ship: #${order.id}`,
      context: {
        orderId: order.id,
        items: order.items.filter((i) => i.type === 'physical' && i.refundId === null),
        address: addressLines(order.shippingAddress),
        orderUrl: `${this.config.publicUrl}/admin?tab=orders&order=${order.id}`,
      },
    });
  }

  private async renderShipped(mail: ClaimedMail) {
    const order = await this.orders.findWithItems(Number(mail.payload.orderId));
    const buyer = order?.userId != null ? await this.users.findById(order.userId) : null;
    if (!order?.shippedAt || !order.shippingAddress || !buyer) return null;
    return this.renderer.render(await this.site.mailBrand(), {
      template: SHIPPED_TEMPLATE,
      subject: `Your order #${order.id} has shipped`,
      context: {
        firstName: buyer.firstName,
        orderId: order.id,
        carrier: order.carrier,
        trackingNumber: order.trackingNumber,
        address: addressLines(order.shippingAddress),
        ordersUrl: `${this.config.publicUrl}/account?tab=orders`,
      },
    });
  }
}
