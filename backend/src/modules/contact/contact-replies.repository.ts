import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ContactReplyEntity } from './entities/contact-reply.entity';

export type NewContactReply = Pick<ContactReplyEntity, 'messageId' | 'replyId' | 'body' | 'sentBy'>;

@Injectable()
export class ContactRepliesRepository {
  constructor(@InjectRepository(ContactReplyEntity) private readonly replies: Repository<ContactReplyEntity>) {}

  // the new reply's id, or null when a reply with this replyId is already stored (the unique
  // constraint decides, also between requests sent at the same moment)
  async add(tx: EntityManager, reply: NewContactReply): Promise<number | null> {
    const rows: { id: number }[] = await tx.query(
      `INSERT INTO contact_replies (message_id, reply_id, body, sent_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (reply_id) DO NOTHING RETURNING id`,
      [reply.messageId, reply.replyId, reply.body, reply.sentBy],
    );
    return rows[0]?.id ?? null;
  }

  findByReplyId(replyId: string, tx?: EntityManager): Promise<ContactReplyEntity | null> {
    return (tx?.getRepository(ContactReplyEntity) ?? this.replies).findOneBy({ replyId });
  }

  // a message's thread, oldest first
  listFor(messageId: number): Promise<ContactReplyEntity[]> {
    return this.replies.find({ where: { messageId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }
}
