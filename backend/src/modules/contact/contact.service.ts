import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { Page } from '../../core/paging/page';
import { pageOf } from '../../core/paging/page-query.dto';
import { ContactMessagesRepository } from './contact-messages.repository';
import {
  type ContactMessageDto,
  type ListMessagesQuery,
  type SendContactMessageDto,
  toContactMessageDto,
} from './dto/contact.dto';
import { contactNotificationMail } from './mails/contact-notification.mail';

// A contact message and the owner's e-mail about it are stored in one transaction; the mail
// outbox sends it afterwards and retries it with backoff (also after a crash mid-send: a second
// notification is better than a lost message).
@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messages: ContactMessagesRepository,
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async receive(input: SendContactMessageDto): Promise<void> {
    const { name, email, subject, message } = input;
    await this.dataSource.transaction(async (tx) => {
      const id = await this.messages.add(tx, { name, email: email.toLowerCase(), subject, message });
      const mail = contactNotificationMail.to(this.config.ownerEmail, `contact-message:${id}`, {
        contactMessageId: id,
      });
      await this.outbox.enqueue(tx, mail);
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
}
