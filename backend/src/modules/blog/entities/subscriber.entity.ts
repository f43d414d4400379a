import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('subscribers')
export class SubscriberEntity {
  @PrimaryGeneratedColumn()
  id: number;

  // stored trimmed and lower-cased; unique on lower(email)
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  @Column({ name: 'unsubscribe_token', type: 'varchar', length: 64, unique: true })
  unsubscribeToken: string;

  @CreateDateColumn({ name: 'subscribed_at', type: 'timestamptz' })
  subscribedAt: Date;

  @Column({ name: 'unsubscribed_at', type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
