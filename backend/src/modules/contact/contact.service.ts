import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { ClaimedMail } from '../../core/mail/mail-outbox.types';
import { MailRenderer } from '../../core/mail/mail-renderer';
import { mailTemplate } from '../../core/mail/mail-template';
import type { Page } from '../../core/paging/page';
import { pageOf } from '../../core/paging/page-query.dto';
import { SiteService } from '../site';
import { ContactMessagesRepository } from './contact-messages.repository';
import {
  type ContactMessageDto,
  type ListMessagesQuery,
  type SendContactMessageDto,
  toContactMessageDto,
} from './dto/contact.dto';
import type { ContactMessageEntity } from './entities/contact-message.entity';

const SUBJECT_LABELS: Record<string, string> = {
  consultation: 'Business Consultation',
  products: 'Product Inquiry',
  speaking: 'Speaking Engagement',
  collaboration: 'Collaboration',
  other: 'Other',
};
const CONTACT_NOTIFICATION = 'contact-notification';
const NOTIFICATION_TEMPLATE = mailTemplate(__dirname, 'mails/contact-notification');

// A contact message and the owner's e-mail about it are stored in one transaction; the mail
// outbox sends it afterwards and retries it with backoff (also after a crash mid-send: a second
// notification is better than a lost message).
@Injectable()
export class ContactService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messages: ContactMessagesRepository,
    private readonly outbox: MailOutbox,
    private readonly site: SiteService,
    private readonly renderer: MailRenderer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.registerKind({
      kind: CONTACT_NOTIFICATION,
      render: (mail) => this.render(mail),
      onUnresolved: 'retry',
      listUnsubscribe: false,
    });
  }

  async receive(input: SendContactMessageDto): Promise<void> {
    const { name, email, subject, message } = input;
    await this.dataSource.transaction(async (tx) => {
      const id = await this.messages.add(tx, { name, email: email.toLowerCase(), subject, message });
      await this.outbox.enqueue(tx, {
        kind: CONTACT_NOTIFICATION,
        subjectKey: `contact-message:${id}`,
        recipient: this.config.ownerEmail,
        payload: { contactMessageId: id },
      });
    });
  }

  // a page of the admin's list, and how many messages match (the table's pagination)
  async list(query: ListMessagesQuery): Promise<Page<ContactMessageDto>> {
    const search = query.search?.trim() || undefined;
    const [page, total] = await Promise.all([
      this.messages.listNewestFirst(pageOf(query), search),
      this.messages.countMatching(search),
    ]);
    return page.withTotal(total).map(toContactMessageDto);
  }

  // how many messages have arrived (the admin overview)
  count(): Promise<number> {
    return this.messages.count();
  }

  private async render(mail: ClaimedMail) {
    const message = await this.messages.findById(Number(mail.payload.contactMessageId));
    return message && this.ownerMail(message);
  }

  private async ownerMail(m: ContactMessageEntity) {
    const topic = SUBJECT_LABELS[m.subject] ?? m.subject;
    return this.renderer.render(await this.site.mailBrand(), {
      template: NOTIFICATION_TEMPLATE,
      subject: `New message: ${topic} from ${m.name}`,
      context: { name: m.name, email: m.email, topic, message: m.message },
      headers: { 'Reply-To': m.email },
    });
  }
}
