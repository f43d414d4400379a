import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { ClaimedMail, RenderedMail } from '../../core/mail/mail-outbox.types';
import { MailRenderer } from '../../core/mail/mail-renderer';
import { ProductUpdatesService } from '../auth';
import { SiteService } from '../site';
import { productUpdateMail } from './product-update-mail';
import { ProductAnnouncementsRepository } from './repositories/product-announcements.repository';

const PRODUCT_UPDATE = 'product-update';

// "Tell subscribers to product updates": one outbox row per account on the list, queued in the
// transaction that saves the product, once per product. Like the daily blog e-mail, a mail
// interrupted by a crash is not sent again (a duplicate to the whole list is worse than a miss).
@Injectable()
export class ProductAnnouncementMailer implements OnModuleInit {
  constructor(
    private readonly announcements: ProductAnnouncementsRepository,
    private readonly productUpdates: ProductUpdatesService,
    private readonly outbox: MailOutbox,
    private readonly site: SiteService,
    private readonly renderer: MailRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.registerKind({
      kind: PRODUCT_UPDATE,
      render: (mail) => this.render(mail),
      onUnresolved: 'give-up',
      listUnsubscribe: true,
    });
  }

  // Answers when the product was announced by this call, or null when it had been already.
  async announce(tx: EntityManager, productId: number): Promise<Date | null> {
    const announcedAt = await this.announcements.markAnnounced(tx, productId);
    if (!announcedAt) return null;
    const recipients = this.productUpdates.recipients(productId);
    await this.outbox.enqueueMany(tx, PRODUCT_UPDATE, `product:${productId}`, recipients);
    return announcedAt;
  }

  // null (skipped): the account left the list, moved to another address, lost its confirmation or
  // is gone, since the mail was queued
  private async render(mail: ClaimedMail): Promise<RenderedMail | null> {
    const recipient = await this.productUpdates.recipient(Number(mail.payload.userId));
    if (!recipient || recipient.email !== mail.recipient) return null;
    const product = await this.announcements.find(Number(mail.payload.productId));
    if (!product) return null;
    const content = productUpdateMail(this.config.publicUrl, product, recipient.unsubscribeToken);
    return this.renderer.render(await this.site.mailBrand(), content);
  }
}
