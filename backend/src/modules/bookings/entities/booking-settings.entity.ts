import { Column, Entity, PrimaryColumn } from 'typeorm';

// The owner's booking rules (migration 1764600000000): one row, id 1, made by the migration.
@Entity('booking_settings')
export class BookingSettingsEntity {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  // an IANA zone the weekly hours and overrides are in; null: the site's time zone
  @Column({ name: 'time_zone', type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  @Column({ name: 'buffer_before_minutes', type: 'integer' })
  bufferBeforeMinutes: number;

  @Column({ name: 'buffer_after_minutes', type: 'integer' })
  bufferAfterMinutes: number;

  // how long before a session it can be booked at the latest
  @Column({ name: 'min_notice_minutes', type: 'integer' })
  minNoticeMinutes: number;

  // how many days ahead times are offered
  @Column({ name: 'horizon_days', type: 'integer' })
  horizonDays: number;

  // the distance between two offered start times
  @Column({ name: 'slot_step_minutes', type: 'integer' })
  slotStepMinutes: number;

  // until how long before a session the customer can move it, or cancel it with a full refund
  @Column({ name: 'cancel_cutoff_minutes', type: 'integer' })
  cancelCutoffMinutes: number;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
