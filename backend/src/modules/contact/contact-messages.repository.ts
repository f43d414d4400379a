import { contactSubjectsLabelled } from '@coach/shared';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Not, Repository, SelectQueryBuilder } from 'typeorm';
import { keysetPage, type PageRequest } from '../../core/database/keyset';
import { containing } from '../../core/database/like';
import type { Page } from '../../core/paging/page';
import { ContactMessageEntity } from './entities/contact-message.entity';

export type NewContactMessage = Pick<ContactMessageEntity, 'name' | 'email' | 'subject' | 'message'> & {
  held?: boolean;
};

// The Messages list's filters: `all` and `unread` are the inbox (held spam apart), `held` the spam.
export const MESSAGE_FILTERS = ['all', 'unread', 'held'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
export type MessageMatch = { search?: string; filter: MessageFilter };

@Injectable()
export class ContactMessagesRepository {
  constructor(@InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>) {}

  async add(tx: EntityManager, { held, ...message }: NewContactMessage): Promise<number> {
    const heldAt = held ? () => 'now()' : null;
    const { identifiers } = await tx.getRepository(ContactMessageEntity).insert({ ...message, heldAt });
    return identifiers[0].id as number;
  }

  findById(id: number, tx?: EntityManager): Promise<ContactMessageEntity | null> {
    return (tx?.getRepository(ContactMessageEntity) ?? this.messages).findOneBy({ id });
  }

  // the message, kept from being deleted until `tx` ends (a reply to it is being stored); a key
  // share only, so the replies sent at once with one replyId can each mark it read
  findHeld(tx: EntityManager, id: number): Promise<ContactMessageEntity | null> {
    return tx.getRepository(ContactMessageEntity).findOne({ where: { id }, lock: { mode: 'for_key_share' } });
  }

  // newest first; `search` matches any part of the name, the address, the subject (its value or its
  // label) or the text
  listNewestFirst(page: PageRequest, match: MessageMatch): Promise<Page<ContactMessageEntity>> {
    return keysetPage(this.matching(match), { alias: 'm', at: 'created_at', direction: 'DESC' }, page);
  }

  countMatching(match: MessageMatch): Promise<number> {
    return this.matching(match).getCount();
  }

  private matching({ search, filter }: MessageMatch): SelectQueryBuilder<ContactMessageEntity> {
    const query = this.messages
      .createQueryBuilder('m')
      .where(filter === 'held' ? 'm.held_at IS NOT NULL' : 'm.held_at IS NULL');
    if (filter === 'unread') query.andWhere('m.read_at IS NULL');
    if (!search) return query;
    // the subject as stored (consultation) or as shown (Business Consultation)
    return query.andWhere(
      `(m.name ILIKE :pattern OR m.email ILIKE :pattern OR m.subject ILIKE :pattern OR m.message ILIKE :pattern
        OR m.subject = ANY(:subjects))`,
      { pattern: containing(search), subjects: contactSubjectsLabelled(search) },
    );
  }

  // read now, or unread again; false when there is no such message
  async markRead(id: number, read: boolean, tx?: EntityManager): Promise<boolean> {
    const repository = tx?.getRepository(ContactMessageEntity) ?? this.messages;
    const { affected } = await repository.update(id, { readAt: read ? () => 'coalesce(read_at, now())' : null });
    return affected === 1;
  }

  // a held message back into the inbox; false when it is not held (any more): the one caller whose
  // update releases it sends the owner's notification
  async release(tx: EntityManager, id: number): Promise<boolean> {
    const { affected } = await tx
      .getRepository(ContactMessageEntity)
      .update({ id, heldAt: Not(IsNull()) }, { heldAt: null });
    return affected === 1;
  }

  // with its replies (the foreign key cascades); false when there is no such message
  async remove(id: number): Promise<boolean> {
    const { affected } = await this.messages.delete(id);
    return affected === 1;
  }

  // the inbox's messages (held spam is not counted)
  count(): Promise<number> {
    return this.messages.countBy({ heldAt: IsNull() });
  }

  countSince(since: Date): Promise<number> {
    return this.messages
      .createQueryBuilder('m')
      .where('m.created_at >= :since AND m.held_at IS NULL', { since })
      .getCount();
  }
}
