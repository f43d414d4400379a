import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { OrderItemEntity } from './order-item.entity';

export type OrderStatus = 'pending' | 'completed' | 'failed' | 'cancelled';

@Entity('orders')
export class OrderEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: OrderStatus;

  @Column({ name: 'total_cents', type: 'integer' })
  totalCents: number;

  @Column({ name: 'payment_provider', type: 'varchar', length: 20 })
  paymentProvider: string;

  @Column({ name: 'payment_intent_id', type: 'varchar', length: 255, nullable: true, unique: true })
  paymentIntentId: string | null;

  @Column({ name: 'payment_method', type: 'varchar', length: 60, nullable: true })
  paymentMethod: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @OneToMany(() => OrderItemEntity, (item) => item.order, { cascade: ['insert'] })
  items: OrderItemEntity[];
}
