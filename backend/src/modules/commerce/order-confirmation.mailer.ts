import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { MailService } from '../../core/mail/mail.service';
import { escapeHtml } from '../../core/text/html';
import { formatPrice } from './money';

// "Thank you for your order": what was bought, the total, and where the downloads are.
@Injectable()
export class OrderConfirmationMailer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(orderId: number): Promise<void> {
    const rows: {
      email: string;
      first_name: string;
      total_cents: number;
      title: string;
      price_cents: number;
      type: string;
    }[] = await this.dataSource.query(
      `SELECT u.email, u.first_name, o.total_cents, i.title, i.price_cents, i.type
         FROM orders o JOIN users u ON u.id = o.user_id JOIN order_items i ON i.order_id = o.id
         WHERE o.id = $1 ORDER BY i.id`,
      [orderId],
    );
    if (!rows.length) return;
    const { email, first_name, total_cents } = rows[0];
    const downloads = `${this.config.publicUrl}/account?tab=downloads`;
    const hasDigital = rows.some((r) => r.type === 'digital');
    const lines = rows.map((r) => `${r.title} — ${formatPrice(r.price_cents)}`);
    await this.mail.send({
      to: email,
      subject: `Your order #${orderId} is confirmed`,
      text: `Hi ${first_name},\n\nThank you for your order #${orderId}.\n\n${lines.join('\n')}\nTotal: ${formatPrice(total_cents)}\n\n${
        hasDigital ? `Your downloads are ready: ${downloads}\n` : ''
      }`,
      html: `<p>Hi ${escapeHtml(first_name)},</p><p>Thank you for your order #${orderId}.</p><ul>${lines
        .map((l) => `<li>${escapeHtml(l)}</li>`)
        .join('')}</ul><p><strong>Total: ${formatPrice(total_cents)}</strong></p>${
        hasDigital ? `<p><a href="${escapeHtml(downloads)}">Your downloads are ready</a></p>` : ''
      }`,
    });
  }
}
