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
import type { OrderEntity } from './entities/order.entity';
import { formatPrice } from './money';
import { OrdersRepository } from './repositories/orders.repository';

const ORDER_CONFIRMATION = 'order-confirmation';
const CONFIRMATION_TEMPLATE = mailTemplate(__dirname, 'mails/order-confirmation');

// "Thank you for your order": what was bought, the total, and where the downloads are. Queued in
// the transaction that completes the order, sent by the mail outbox, retried until the SMTP server
// takes it (also after a crash mid-send: a missing receipt is worse than a second one).
@Injectable()
export class OrderConfirmationMailer implements OnModuleInit {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly users: UsersService,
    private readonly outbox: MailOutbox,
    private readonly site: SiteService,
    private readonly renderer: MailRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.registerKind({
      kind: ORDER_CONFIRMATION,
      render: (mail) => this.render(mail),
      onUnresolved: 'retry',
      listUnsubscribe: false,
    });
  }

  // `again`: when the buyer asked for the receipt once more (a mail of its own)
  async enqueue(tx: EntityManager, order: OrderEntity, again?: Date): Promise<void> {
    // an order whose account was deleted while it was being paid has nobody to tell
    const buyer = order.userId === null ? null : await this.users.findById(order.userId);
    if (!buyer) return;
    const subjectKey = again ? `order:${order.id}:again:${again.toISOString()}` : `order:${order.id}`;
    const mail = { kind: ORDER_CONFIRMATION, subjectKey, recipient: buyer.email };
    await this.outbox.enqueue(tx, { ...mail, payload: { orderId: order.id } });
  }

  private async render(mail: ClaimedMail) {
    const orderId = Number(mail.payload.orderId);
    const order = await this.orders.findWithItems(orderId);
    const buyer = order?.userId != null ? await this.users.findById(order.userId) : null;
    if (!order?.items.length || !buyer) return null;
    const hasDigital = order.items.some((i) => i.type === 'digital');
    return this.renderer.render(await this.site.mailBrand(), {
      template: CONFIRMATION_TEMPLATE,
      subject: `Your order #${orderId} is confirmed`,
      context: {
        firstName: buyer.firstName,
        orderId,
        items: order.items.map((i) => ({ title: i.title, price: formatPrice(i.priceCents) })),
        discount: order.couponCode ? { code: order.couponCode, amount: formatPrice(order.discountCents) } : null,
        shipping: order.shippingAddress ? formatPrice(order.shippingCents) : null,
        total: formatPrice(order.totalCents),
        downloadsUrl: hasDigital ? `${this.config.publicUrl}/account?tab=downloads` : null,
      },
    });
  }
}
