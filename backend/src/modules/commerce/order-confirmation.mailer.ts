import { Inject, Injectable } from '@nestjs/common';
import { UsersService } from '../auth';
import { SiteService } from '../site';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { brandedMail } from '../../core/mail/mail-layout';
import { MailService } from '../../core/mail/mail.service';
import { escapeHtml } from '../../core/text/html';
import { formatPrice } from './money';
import { OrdersRepository } from './repositories/orders.repository';

// "Thank you for your order": what was bought, the total, and where the downloads are.
@Injectable()
export class OrderConfirmationMailer {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly site: SiteService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(orderId: number): Promise<void> {
    const order = await this.orders.findWithItems(orderId);
    const buyer = order && (await this.users.findById(order.userId));
    if (!order?.items.length || !buyer) return;
    const { email, firstName } = buyer;
    const downloads = `${this.config.publicUrl}/account?tab=downloads`;
    const hasDigital = order.items.some((i) => i.type === 'digital');
    const lines = order.items.map((i) => `${i.title} — ${formatPrice(i.priceCents)}`);
    const mail = brandedMail(await this.site.mailBrand(), {
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
    await this.mail.send(mail);
  }
}
