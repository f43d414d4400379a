import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

// Where the owner wants the site's events POSTed, and which ones.
@Entity('webhook_endpoints')
export class WebhookEndpointEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 2000 })
  url: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  description: string;

  // public event names (@coach/shared WEBHOOK_EVENTS)
  @Column({ type: 'text', array: true })
  events: string[];

  // the signing secret, sealed (WebhookSecretSeal): it must be read to sign, so it is not hashed
  @Column({ name: 'secret_sealed', type: 'text', select: false })
  secretSealed: string;

  // the owner's explicit switch: deliveries may go to private, loopback and link-local addresses
  @Column({ name: 'allow_private', type: 'boolean', default: false })
  allowPrivate: boolean;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
