import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeed, DemoSeeder } from '../../../core/seed/demo-seeder.decorator';
import { ConsultationSettingsEntity } from '../entities/consultation-settings.entity';
import { WeeklyHoursEntity } from '../entities/weekly-hours.entity';
import { durationMinutesOf } from './consultation-duration';

// Demo availability for `make run`: weekdays 09:00–12:00 and 13:00–17:00 in the booking time zone
// (PUBLISH_TZ until the owner picks one), and each demo consultation set up with the length its
// Duration says and a meeting link, so "Book Session" can be walked end to end. Runs after the demo
// products (30-products) and only on a database whose owner set no hours.
@Injectable()
@DemoSeed('40-booking-hours')
export class DemoAvailabilitySeeder implements DemoSeeder {
  async seed(manager: EntityManager): Promise<void> {
    if ((await manager.count(WeeklyHoursEntity)) > 0) return;
    const weekdays = [1, 2, 3, 4, 5];
    await manager.insert(
      WeeklyHoursEntity,
      weekdays.flatMap((weekday) => [
        { weekday, startTime: '09:00', endTime: '12:00' },
        { weekday, startTime: '13:00', endTime: '17:00' },
      ]),
    );
    const consultations = (await manager.query(
      `SELECT p.id, p.duration FROM products p
       WHERE p.type = 'consultation' AND p.is_demo AND p.archived_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM consultation_settings s WHERE s.product_id = p.id)`,
    )) as { id: number; duration: string | null }[];
    for (const { id, duration } of consultations) {
      await manager.insert(ConsultationSettingsEntity, {
        productId: id,
        durationMinutes: durationMinutesOf(duration),
        location: 'https://meet.example.com/coach',
        updatedAt: new Date(),
      });
    }
  }
}
