import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ContactMessageEntity } from './entities/contact-message.entity';

export type NewContactMessage = Pick<ContactMessageEntity, 'name' | 'email' | 'subject' | 'message'>;

// A failed notification waits 30 s, then twice as long after each further failure.
const FIRST_RETRY_SECONDS = 30;

@Injectable()
export class ContactMessagesRepository {
  constructor(@InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>) {}

  async add(message: NewContactMessage): Promise<number> {
    const { identifiers } = await this.messages.insert(message);
    return identifiers[0].id as number;
  }

  listNewestFirst(): Promise<ContactMessageEntity[]> {
    return this.messages.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  count(): Promise<number> {
    return this.messages.count();
  }

  // The first message (or only `onlyId`) whose notification is due, locked until `tx` ends;
  // SKIP LOCKED lets every replica retry without two of them sending the same mail.
  lockNextDue(tx: EntityManager, maxAttempts: number, onlyId?: number): Promise<ContactMessageEntity | null> {
    const query = tx
      .getRepository(ContactMessageEntity)
      .createQueryBuilder('m')
      .where('m.notifiedAt IS NULL AND m.notifyAttempts < :maxAttempts AND m.nextNotifyAt <= now()', { maxAttempts })
      .orderBy('m.id')
      .limit(1)
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked');
    if (onlyId !== undefined) query.andWhere('m.id = :onlyId', { onlyId });
    return query.getOne();
  }

  async markNotified(tx: EntityManager, id: number): Promise<void> {
    await tx
      .getRepository(ContactMessageEntity)
      .update(id, { notifiedAt: () => 'now()', notifyAttempts: () => 'notify_attempts + 1', lastError: null });
  }

  async markFailed(tx: EntityManager, id: number, error: string): Promise<void> {
    await tx.getRepository(ContactMessageEntity).update(id, {
      notifyAttempts: () => 'notify_attempts + 1',
      lastError: error,
      // notify_attempts here is the count before this attempt
      nextNotifyAt: () => `now() + make_interval(secs => ${FIRST_RETRY_SECONDS} * power(2, notify_attempts))`,
    });
  }
}
