import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { keysetPage, type PageRequest } from '../../core/database/keyset';
import { containing } from '../../core/database/like';
import type { Page } from '../../core/paging/page';
import { ContactMessageEntity } from './entities/contact-message.entity';

export type NewContactMessage = Pick<ContactMessageEntity, 'name' | 'email' | 'subject' | 'message'>;

@Injectable()
export class ContactMessagesRepository {
  constructor(@InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>) {}

  async add(tx: EntityManager, message: NewContactMessage): Promise<number> {
    const { identifiers } = await tx.getRepository(ContactMessageEntity).insert(message);
    return identifiers[0].id as number;
  }

  findById(id: number): Promise<ContactMessageEntity | null> {
    return this.messages.findOneBy({ id });
  }

  // newest first; `search` matches any part of the name, the address or the subject
  listNewestFirst(page: PageRequest, search?: string): Promise<Page<ContactMessageEntity>> {
    return keysetPage(this.matching(search), { alias: 'm', at: 'created_at', direction: 'DESC' }, page);
  }

  countMatching(search?: string): Promise<number> {
    return this.matching(search).getCount();
  }

  private matching(search?: string): SelectQueryBuilder<ContactMessageEntity> {
    const query = this.messages.createQueryBuilder('m');
    if (!search) return query;
    return query.where('(m.name ILIKE :pattern OR m.email ILIKE :pattern OR m.subject ILIKE :pattern)', {
      pattern: containing(search),
    });
  }

  count(): Promise<number> {
    return this.messages.count();
  }

  countSince(since: Date): Promise<number> {
    return this.messages.createQueryBuilder('m').where('m.created_at >= :since', { since }).getCount();
  }
}
