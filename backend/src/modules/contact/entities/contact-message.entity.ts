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
}
