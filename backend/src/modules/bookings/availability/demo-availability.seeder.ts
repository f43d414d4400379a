import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeed, DemoSeeder } from '../../../core/seed/demo-seeder.decorator';
import { ProductFactsService } from '../../commerce';
import { durationMinutesOf } from './consultation-duration';
import { DemoAvailabilityRepository } from './demo-availability.repository';

// Demo availability for `make run`: weekdays 09:00–12:00 and 13:00–17:00 in the booking time zone
// (PUBLISH_TZ until the owner picks one), and each demo consultation still in the shop (commerce's,
// read in the seeding transaction) set up with the length its Duration says and a meeting link, so
// "Book Session" can be walked end to end. Runs after the demo consultation (32-consultation-product)
// and only on a database whose owner set no hours.
@Injectable()
@DemoSeed('40-booking-hours')
export class DemoAvailabilitySeeder implements DemoSeeder {
  constructor(
    private readonly products: ProductFactsService,
    private readonly availability: DemoAvailabilityRepository,
  ) {}

  async seed(manager: EntityManager): Promise<void> {
    if (await this.availability.hasWeeklyHours(manager)) return;
    const weekdays = [1, 2, 3, 4, 5];
    await this.availability.addWeeklyHours(
      manager,
      weekdays.flatMap((weekday) => [
        { weekday, startTime: '09:00', endTime: '12:00' },
        { weekday, startTime: '13:00', endTime: '17:00' },
      ]),
    );
    const demo = await this.products.ofType('consultation', { inShop: true, demo: true }, manager);
    const unset = new Set(
      await this.availability.withoutSettings(
        manager,
        demo.map((p) => p.id),
      ),
    );
    await this.availability.addSettings(
      manager,
      demo
        .filter((p) => unset.has(p.id))
        .map((p) => ({
          productId: p.id,
          durationMinutes: durationMinutesOf(p.duration),
          location: 'https://meet.example.com/coach',
        })),
    );
  }
}
