import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// The owner's reply to a contact message, mailed to its sender through the outbox; `replyId` is
// made by the admin's page, so sending the same reply twice stores (and mails) it once.
@Entity('contact_replies')
export class ContactReplyEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'message_id', type: 'integer' })
  messageId: number;

  @Column({ name: 'reply_id', type: 'uuid', unique: true })
  replyId: string;

  @Column({ type: 'varchar', length: 5000 })
  body: string;

  // the admin who sent it (null once their account is deleted)
  @Column({ name: 'sent_by', type: 'integer', nullable: true })
  sentBy: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
