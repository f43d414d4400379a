import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Page } from '../../core/paging/page';
import { pageOf } from '../../core/paging/page-query.dto';
import { OwnerAlertsService } from '../alerts';
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
    private readonly alerts: OwnerAlertsService,
  ) {}

  // in the caller's transaction when given one (the assistant's hand-over marks its conversation in it)
  async receive(input: SendContactMessageDto, tx?: EntityManager): Promise<void> {
    if (!tx) return this.dataSource.transaction((own) => this.receive(input, own));
    const { name, email, subject, message } = input;
    const id = await this.messages.add(tx, { name, email: email.toLowerCase(), subject, message });
    await this.alerts.enqueue(tx, contactNotificationMail, `contact-message:${id}`, { contactMessageId: id });
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

  // how many arrived at or after `since` (the overview's "new today")
  countSince(since: Date): Promise<number> {
    return this.messages.countSince(since);
  }
}
