import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const BOOKING_STATUSES = ['held', 'confirmed', 'cancelled', 'released'] as const;
// held: chosen and kept while its checkout is paid; confirmed: paid (or free); cancelled: by the
// customer, the owner or a refund; released: a hold given up or run out
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type CancelledBy = 'customer' | 'owner' | 'refund';

// A time booked with the owner (migration 1764600000000). held and confirmed rows can never overlap
// in [blocked_from, blocked_to) (the session and its buffers): an exclusion constraint enforces it.
@Entity('bookings')
export class BookingEntity {
  @PrimaryGeneratedColumn()
  id: number;

  // the calendar invitation's UID, the same for every update of it
  @Column({ type: 'uuid' })
  uid: string;

  // null once the product is deleted (the booking keeps its title)
  @Column({ name: 'product_id', type: 'integer', nullable: true })
  productId: number | null;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  // the checkout that pays for it; null for a free session (and for a hold not yet in a checkout)
  @Column({ name: 'order_id', type: 'integer', nullable: true })
  orderId: number | null;

  @Column({ name: 'order_item_id', type: 'integer', nullable: true })
  orderItemId: number | null;

  @Column({ type: 'varchar', length: 10 })
  status: BookingStatus;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  // the session widened by the owner's buffers: what no other booking may overlap
  @Column({ name: 'blocked_from', type: 'timestamptz' })
  blockedFrom: Date;

  @Column({ name: 'blocked_to', type: 'timestamptz' })
  blockedTo: Date;

  // a hold not yet in a checkout runs out then; null once its checkout holds it (released with it)
  @Column({ name: 'hold_expires_at', type: 'timestamptz', nullable: true })
  holdExpiresAt: Date | null;

  // the zone the customer chose the time in: their mails show it there
  @Column({ name: 'customer_time_zone', type: 'varchar', length: 64 })
  customerTimeZone: string;

  // the invitation's SEQUENCE: one more at each move and at the cancel
  @Column({ type: 'integer', default: 0 })
  sequence: number;

  // when the current time was set (booked or moved): a reminder is due only if this was before its lead
  @Column({ name: 'scheduled_at', type: 'timestamptz' })
  scheduledAt: Date;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ name: 'cancelled_by', type: 'varchar', length: 10, nullable: true })
  cancelledBy: CancelledBy | null;

  // the owner's words to the customer when they cancelled
  @Column({ name: 'cancel_message', type: 'varchar', length: 2000, nullable: true })
  cancelMessage: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
