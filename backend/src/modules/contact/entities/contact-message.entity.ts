import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_messages')
@Index('IDX_contact_messages_unnotified', ['nextNotifyAt'], { where: '"notified_at" IS NULL' })
export class ContactMessageEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  // stored lower-cased
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  subject: string;

  @Column({ type: 'varchar', length: 5000 })
  message: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  // the owner's notification: retried from this row until it is sent, so a message is never lost
  @Column({ name: 'notified_at', type: 'timestamptz', nullable: true })
  notifiedAt: Date | null;

  @Column({ name: 'notify_attempts', type: 'integer', default: 0 })
  notifyAttempts: number;

  @Column({ name: 'next_notify_at', type: 'timestamptz', default: () => 'now()' })
  nextNotifyAt: Date;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;
}
