import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UsersService } from '../auth';
import { SiteService } from '../site';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { ClaimedMail } from '../../core/mail/mail-outbox.types';
import { MailRenderer } from '../../core/mail/mail-renderer';
import { mailTemplate } from '../../core/mail/mail-template';
import type { OrderEntity } from './entities/order.entity';
import { formatPrice } from './money';
import { RefundsRepository } from './repositories/refunds.repository';

const ORDER_REFUND = 'order-refund';
const REFUND_TEMPLATE = mailTemplate(__dirname, 'mails/order-refund');

// "We have refunded $X for your order": queued in the transaction that settles the refund (one mail
// per refund, its subject key under the order's), sent by the mail outbox.
@Injectable()
export class OrderRefundMailer implements OnModuleInit {
  constructor(
    private readonly refunds: RefundsRepository,
    private readonly users: UsersService,
    private readonly outbox: MailOutbox,
    private readonly site: SiteService,
    private readonly renderer: MailRenderer,
  ) {}

  onModuleInit(): void {
    this.outbox.registerKind({
      kind: ORDER_REFUND,
      render: (mail) => this.render(mail),
      onUnresolved: 'retry',
      listUnsubscribe: false,
    });
  }

  async enqueue(tx: EntityManager, order: OrderEntity, refundId: number): Promise<void> {
    const buyer = order.userId === null ? null : await this.users.findById(order.userId);
    if (!buyer) return;
    await this.outbox.enqueue(tx, {
      kind: ORDER_REFUND,
      subjectKey: `order:${order.id}:refund:${refundId}`,
      recipient: buyer.email,
      payload: { orderId: order.id, refundId },
    });
  }

  private async render(mail: ClaimedMail) {
    const orderId = Number(mail.payload.orderId);
    const refundId = Number(mail.payload.refundId);
    const { refund, items, buyerId } = await this.refunds.withItems(refundId);
    const buyer = refund?.orderId === orderId && buyerId !== null ? await this.users.findById(buyerId) : null;
    if (refund?.status !== 'succeeded' || !buyer) return null;
    return this.renderer.render(await this.site.mailBrand(), {
      template: REFUND_TEMPLATE,
      subject: `Your refund for order #${orderId}`,
      context: {
        firstName: buyer.firstName,
        orderId,
        amount: formatPrice(refund.amountCents),
        items: items.map((i) => ({ title: i.title })),
        hasDigital: items.some((i) => i.type === 'digital'),
      },
    });
  }
}
