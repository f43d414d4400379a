import { DemoAvailabilitySeeder } from '../../src/modules/bookings/availability/demo-availability.seeder';
import { SlotsService } from '../../src/modules/bookings/slots/slots.service';
import { createProduct } from '../commerce/commerce-helpers';
import { signedIn } from '../support/client';
import { emptyBookings, markDemoProducts, resetShop } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

// `make run`'s demo: weekday hours and the demo consultations set up, so a visitor can book one.
describe('demo availability', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('opens weekdays 09:00–12:00 and 13:00–17:00 and sets up the demo consultations, once', async () => {
    await emptyBookings(t);
    await resetShop(t);
    const admin = await signedIn(t, 'admin');
    const demo = await createProduct(admin, {
      type: 'consultation',
      title: 'Demo Call',
      price: '90',
      duration: '45 min',
    });
    const owners = await createProduct(admin, { type: 'consultation', title: 'Owner Call', price: '90' });
    await markDemoProducts(t, [demo.id]);
    const seeder = t.app.get(DemoAvailabilitySeeder);

    await t.dataSource.transaction((tx) => seeder.seed(tx));
    await t.dataSource.transaction((tx) => seeder.seed(tx));

    expect(
      await t.dataSource.query(`SELECT weekday, start_time, end_time FROM booking_weekly_hours ORDER BY 1, 2`),
    ).toEqual(
      [1, 2, 3, 4, 5].flatMap((weekday) => [
        { weekday, start_time: '09:00:00', end_time: '12:00:00' },
        { weekday, start_time: '13:00:00', end_time: '17:00:00' },
      ]),
    );
    const slots = t.app.get(SlotsService);
    expect(await slots.consultation(demo.id)).toMatchObject({ durationMinutes: 45 });
    expect(await slots.consultation(owners.id)).toBeNull();
    // a Monday two weeks on, in UTC (the test app's PUBLISH_TZ): 09:00 … 11:00, then 13:00 … 16:00
    const monday = new Date(Date.UTC(2026, 11, 7));
    const now = new Date(Date.UTC(2026, 10, 27));
    const day = await slots.freeSlots(demo.id, monday, new Date(monday.getTime() + 86_400_000), { now });
    expect(day.map((s) => s.startsAt.toISOString().slice(11, 16))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
    ]);
  });
});
