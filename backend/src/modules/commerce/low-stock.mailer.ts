import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { ClaimedMail } from '../../core/mail/mail-outbox.types';
import { MailRenderer } from '../../core/mail/mail-renderer';
import { mailTemplate } from '../../core/mail/mail-template';
import { SiteService } from '../site';
import { ProductsService } from './products.service';

const LOW_STOCK = 'low-stock';
const LOW_STOCK_TEMPLATE = mailTemplate(__dirname, 'mails/low-stock');

// "Running low": to the owner (OWNER_EMAIL) when a paid sale leaves a physical product's stock at
// its low-stock level, once until it is restocked above it (ProductStockRepository.markLow). Queued
// in the transaction that completes the order; retried after a crash mid-send (a second alert
// beats none).
@Injectable()
export class LowStockMailer implements OnModuleInit {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly products: ProductsService,
    private readonly site: SiteService,
    private readonly renderer: MailRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.registerKind({
      kind: LOW_STOCK,
      render: (mail) => this.render(mail),
      onUnresolved: 'retry',
      listUnsubscribe: false,
    });
  }

  async enqueue(tx: EntityManager, productId: number, alertedAt: Date): Promise<void> {
    await this.outbox.enqueue(tx, {
      kind: LOW_STOCK,
      subjectKey: `product:${productId}:${alertedAt.toISOString()}`,
      recipient: this.config.ownerEmail,
      payload: { productId },
    });
  }

  // the stock as it is when the mail goes (a product deleted since: nothing to tell)
  private async render(mail: ClaimedMail) {
    const product = await this.products.findById(Number(mail.payload.productId));
    if (!product) return null;
    const left = product.inventory;
    return this.renderer.render(await this.site.mailBrand(), {
      template: LOW_STOCK_TEMPLATE,
      subject: left > 0 ? `Running low: ${left} left of ${product.title}` : `Sold out: ${product.title}`,
      context: {
        title: product.title,
        left,
        level: product.lowStockAlert,
        managerUrl: `${this.config.publicUrl}/product-manager`,
      },
    });
  }
}
