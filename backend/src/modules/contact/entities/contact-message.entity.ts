import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// A message from the contact form; the owner's e-mail about it is a row of the mail outbox.
@Entity('contact_messages')
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

  // when the owner opened it; null while unread (or marked unread again)
  @Column({ name: 'read_at', type: 'timestamptz', nullable: true })
  readAt: Date | null;

  // when it was held back as spam (the form's honeypot filled in); null once released, or never held
  @Column({ name: 'held_at', type: 'timestamptz', nullable: true })
  heldAt: Date | null;
}
