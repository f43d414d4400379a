import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

// A day that is not like its weekday (migration 1764600000000): a row without times is a day off;
// rows with times replace that day's weekly hours (extra or other hours).
@Entity('booking_date_overrides')
export class DateOverrideEntity {
  @PrimaryGeneratedColumn()
  id: number;

  // 'YYYY-MM-DD', a calendar day in the booking time zone
  @Column({ type: 'date' })
  day: string;

  @Column({ name: 'start_time', type: 'time', nullable: true })
  startTime: string | null;

  @Column({ name: 'end_time', type: 'time', nullable: true })
  endTime: string | null;
}
