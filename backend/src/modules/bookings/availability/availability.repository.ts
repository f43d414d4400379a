import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingSettingsEntity } from '../entities/booking-settings.entity';
import { DateOverrideEntity } from '../entities/date-override.entity';
import { WeeklyHoursEntity } from '../entities/weekly-hours.entity';
import type { DateOverride, WeeklyHours } from '../slots/slots';

// the rules of the one booking_settings row, its time zone as saved (null: the site's)
export type SavedRules = Omit<BookingSettingsEntity, 'id' | 'updatedAt'>;

export interface SavedAvailability {
  rules: SavedRules;
  weekly: WeeklyHours[];
  overrides: DateOverride[];
}

// 'HH:MM:SS' (PostgreSQL's time) → 'HH:MM'
const hhmm = (time: string) => time.slice(0, 5);

// The owner's availability (booking_settings, booking_weekly_hours, booking_date_overrides): read
// whole, and replaced whole in one transaction.
@Injectable()
export class AvailabilityRepository {
  constructor(private readonly dataSource: DataSource) {}

  async rules(): Promise<SavedRules> {
    const {
      id: _id,
      updatedAt: _updated,
      ...rules
    } = await this.dataSource.getRepository(BookingSettingsEntity).findOneByOrFail({ id: 1 });
    return rules;
  }

  async read(): Promise<SavedAvailability> {
    const [rules, weekly, overrides] = await Promise.all([
      this.rules(),
      this.dataSource.getRepository(WeeklyHoursEntity).find({ order: { weekday: 'ASC', startTime: 'ASC' } }),
      this.dataSource.getRepository(DateOverrideEntity).find({ order: { day: 'ASC', startTime: 'ASC' } }),
    ]);
    return {
      rules,
      weekly: weekly.map((w) => ({ weekday: w.weekday, start: hhmm(w.startTime), end: hhmm(w.endTime) })),
      overrides: overrides.map((o) => ({
        day: o.day,
        start: o.startTime && hhmm(o.startTime),
        end: o.endTime && hhmm(o.endTime),
      })),
    };
  }

  // Everything replaced at once. The settings row is written first: its lock makes two saves at
  // the same moment one after the other, never a mix of both.
  async replace(availability: SavedAvailability): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      await tx.getRepository(BookingSettingsEntity).update({ id: 1 }, { ...availability.rules, updatedAt: new Date() });
      await tx.getRepository(WeeklyHoursEntity).createQueryBuilder().delete().execute();
      await tx.getRepository(DateOverrideEntity).createQueryBuilder().delete().execute();
      if (availability.weekly.length)
        await tx
          .getRepository(WeeklyHoursEntity)
          .insert(availability.weekly.map((w) => ({ weekday: w.weekday, startTime: w.start, endTime: w.end })));
      if (availability.overrides.length)
        await tx
          .getRepository(DateOverrideEntity)
          .insert(availability.overrides.map((o) => ({ day: o.day, startTime: o.start, endTime: o.end })));
    });
  }
}
