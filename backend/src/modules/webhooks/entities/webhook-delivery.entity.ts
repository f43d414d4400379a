import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const DELIVERY_STATUSES = ['pending', 'delivering', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

// One event for one endpoint: exactly one row (UNIQUE (event_id, endpoint_id)), whatever retries,
// replays or replicas do; each try is a row of webhook_attempts.
@Entity('webhook_deliveries')
export class WebhookDeliveryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  // the event's id, sent as Webhook-Id (the receiver's key to drop a repeated delivery)
  @Column({ name: 'event_id', type: 'uuid' })
  eventId: string;

  @Column({ name: 'endpoint_id', type: 'integer' })
  endpointId: number;

  @Column({ name: 'event_type', type: 'varchar', length: 60 })
  eventType: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Column({ type: 'varchar', length: 20 })
  status: DeliveryStatus;

  // every try, replays included (fences a late outcome once the row is claimed again)
  @Column({ type: 'integer' })
  attempts: number;

  // the tries since the event (or its last replay): the backoff's step
  @Column({ name: 'round_attempts', type: 'integer' })
  roundAttempts: number;

  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt: Date;

  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Column({ name: 'last_status_code', type: 'integer', nullable: true })
  lastStatusCode: number | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError: string | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
