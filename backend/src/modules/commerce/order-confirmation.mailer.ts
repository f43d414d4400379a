import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UsersService } from '../auth';
import { SiteService } from '../site';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { brandedMail } from '../../core/mail/mail-layout';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { ClaimedMail } from '../../core/mail/mail-outbox.types';
import { escapeHtml } from '../../core/text/html';
import type { OrderEntity } from './entities/order.entity';
import { formatPrice } from './money';
import { OrdersRepository } from './repositories/orders.repository';

const ORDER_CONFIRMATION = 'order-confirmation';

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

  async enqueue(tx: EntityManager, order: OrderEntity): Promise<void> {
    const buyer = await this.users.findById(order.userId);
    if (!buyer) return;
    const mail = { kind: ORDER_CONFIRMATION, subjectKey: `order:${order.id}`, recipient: buyer.email };
    await this.outbox.enqueue(tx, { ...mail, payload: { orderId: order.id } });
  }

  // the composer names the buyer's address too; the outbox sends to the row's recipient
  private async render(mail: ClaimedMail) {
    const orderId = Number(mail.payload.orderId);
    const order = await this.orders.findWithItems(orderId);
    const buyer = order && (await this.users.findById(order.userId));
    if (!order?.items.length || !buyer) return null;
    const { email, firstName } = buyer;
    const downloads = `${this.config.publicUrl}/account?tab=downloads`;
    const hasDigital = order.items.some((i) => i.type === 'digital');
    const lines = order.items.map((i) => `${i.title} — ${formatPrice(i.priceCents)}`);
    return brandedMail(await this.site.mailBrand(), {
      to: email,
      subject: `Your order #${orderId} is confirmed`,
      text: `Hi ${firstName},\n\nThank you for your order #${orderId}.\n\n${lines.join('\n')}\nTotal: ${formatPrice(order.totalCents)}\n\n${
        hasDigital ? `Your downloads are ready: ${downloads}\n` : ''
      }`,
      html: `<p>Hi ${escapeHtml(firstName)},</p><p>Thank you for your order #${orderId}.</p><ul>${lines
        .map((l) => `<li>${escapeHtml(l)}</li>`)
        .join('')}</ul><p><strong>Total: ${formatPrice(order.totalCents)}</strong></p>${
        hasDigital ? `<p><a href="${escapeHtml(downloads)}">Your downloads are ready</a></p>` : ''
      }`,
    });
  }
}
