import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// One stretch of the owner's usual week (migration 1764600000000): a weekday (1 Monday … 7 Sunday,
// ISO) and wall-clock times in the booking time zone; a day may have several.
@Entity('booking_weekly_hours')
export class WeeklyHoursEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'smallint' })
  weekday: number;

  // 'HH:MM:SS'
  @Column({ name: 'start_time', type: 'time' })
  startTime: string;

  @Column({ name: 'end_time', type: 'time' })
  endTime: string;
}
