import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
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

  listNewestFirst(): Promise<ContactMessageEntity[]> {
    return this.messages.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  count(): Promise<number> {
    return this.messages.count();
  }
}
