import { contactSubjectLabel } from '@coach/shared';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { MailOutbox } from '../../core/mail/mail-outbox';
import type { Page } from '../../core/paging/page';
import { pageOf } from '../../core/paging/page-query.dto';
import { OwnerAlertsService } from '../alerts';
import { ContactMessagesRepository } from './contact-messages.repository';
import { ContactRepliesRepository } from './contact-replies.repository';
import { ContactErrors } from './contact.errors';
import {
  type ContactMessageDto,
  type ContactReplyDto,
  type ContactThreadDto,
  type ListMessagesQuery,
  type SendContactMessageDto,
  type SendContactReplyDto,
  toContactMessageDto,
  toContactReplyDto,
} from './dto/contact.dto';
import { contactNotificationMail } from './mails/contact-notification.mail';
import { contactReplyMail } from './mails/contact-reply.mail';

// A contact message and the owner's e-mail about it are stored in one transaction; the mail
// outbox sends it afterwards and retries it with backoff (also after a crash mid-send: a second
// notification is better than a lost message). A message whose honeypot field is filled in is
// held back: stored without a mail until the owner releases it. The owner's replies are stored
// with their mail to the sender in one transaction too, once per replyId.
@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly messages: ContactMessagesRepository,
    private readonly replies: ContactRepliesRepository,
    private readonly alerts: OwnerAlertsService,
    private readonly outbox: MailOutbox,
  ) {}

  // in the caller's transaction when given one (the assistant's hand-over marks its conversation in it)
  async receive(input: SendContactMessageDto, tx?: EntityManager): Promise<void> {
    if (!tx) return this.dataSource.transaction((own) => this.receive(input, own));
    const { name, email, subject, message, website } = input;
    const held = Boolean(website?.trim());
    const id = await this.messages.add(tx, { name, email: email.toLowerCase(), subject, message, held });
    if (!held) await this.notifyOwner(tx, id);
  }

  private notifyOwner(tx: EntityManager, id: number): Promise<void> {
    return this.alerts.enqueue(tx, contactNotificationMail, `contact-message:${id}`, { contactMessageId: id });
  }

  // a page of the admin's list, and how many messages match (the table's pagination)
  async list(query: ListMessagesQuery): Promise<Page<ContactMessageDto>> {
    const match = { search: query.search?.trim() || undefined, filter: query.filter ?? 'all' };
    const [page, total] = await Promise.all([
      this.messages.listNewestFirst(pageOf(query), match),
      this.messages.countMatching(match),
    ]);
    return page.withTotal(total).map(toContactMessageDto);
  }

  async thread(id: number): Promise<ContactThreadDto> {
    const [message, replies] = await Promise.all([this.messages.findById(id), this.replies.listFor(id)]);
    if (!message) throw new NotFoundException(ContactErrors.messageNotFound);
    return { ...toContactMessageDto(message), replies: replies.map(toContactReplyDto) };
  }

  async markRead(id: number, read: boolean): Promise<ContactMessageDto> {
    if (!(await this.messages.markRead(id, read))) throw new NotFoundException(ContactErrors.messageNotFound);
    return toContactMessageDto((await this.messages.findById(id))!);
  }

  // The reply stored and its mail queued, or, for a replyId already used with the same words, the
  // reply stored then (nothing queued again; other words: 409); the message counts as read once
  // answered.
  async reply(id: number, input: SendContactReplyDto, sentBy: number): Promise<ContactReplyDto> {
    return this.dataSource.transaction(async (tx) => {
      // a delete meanwhile waits for the reply (then takes it along; its mail is queued), or went
      // first (404), never a failed insert
      const message = await this.messages.findHeld(tx, id);
      if (!message) throw new NotFoundException(ContactErrors.messageNotFound);
      const replyId = await this.replies.add(tx, { messageId: id, replyId: input.replyId, body: input.body, sentBy });
      if (replyId !== null) {
        await this.messages.markRead(id, true, tx);
        await this.outbox.enqueue(
          tx,
          contactReplyMail.to(message.email, `contact-reply:${replyId}`, {
            name: message.name,
            subjectLabel: contactSubjectLabel(message.subject),
            reply: input.body,
            message: message.message,
            sentAt: message.createdAt.toISOString(),
          }),
        );
      }
      const stored = (await this.replies.findByReplyId(input.replyId, tx))!;
      if (stored.messageId !== id) throw new ConflictException(ContactErrors.replyIdTaken);
      // the same replyId is a resend of the same reply: other words were never sent
      if (stored.body !== input.body) throw new ConflictException(ContactErrors.replyIdOtherWords);
      return toContactReplyDto(stored);
    });
  }

  // a held message into the inbox, and the owner's mail about it then (once, however often asked)
  async release(id: number): Promise<ContactMessageDto> {
    return this.dataSource.transaction(async (tx) => {
      const released = await this.messages.release(tx, id);
      const message = await this.messages.findById(id, tx);
      if (!message) throw new NotFoundException(ContactErrors.messageNotFound);
      if (!released) throw new ConflictException(ContactErrors.notHeld);
      await this.notifyOwner(tx, id);
      return toContactMessageDto(message);
    });
  }

  async remove(id: number): Promise<void> {
    if (!(await this.messages.remove(id))) throw new NotFoundException(ContactErrors.messageNotFound);
  }

  // how many messages have arrived in the inbox (the admin overview)
  count(): Promise<number> {
    return this.messages.count();
  }

  // how many arrived at or after `since` (the overview's "new today")
  countSince(since: Date): Promise<number> {
    return this.messages.countSince(since);
  }
}
