import type { BookingAvailabilityDto } from '../../src/modules/bookings/availability/dto/booking-availability.dto';
import { createProduct } from '../commerce/commerce-helpers';
import { newClient, signedIn, TestClient } from '../support/client';
import { emptyBookings, resetShop, setConsultation } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

// The owner's Bookings area through the API: the availability (rules, weekly hours, date
// overrides) read and replaced whole, refused with a readable sentence when it makes no sense, and
// the consultations' session length and meeting place.

type Availability = BookingAvailabilityDto;

const AVAILABILITY = '/api/admin/bookings/availability';
const CONSULTATIONS = '/api/admin/bookings/consultations';

const week: Availability = {
  timeZone: 'Australia/Sydney',
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 720,
  horizonDays: 30,
  slotStepMinutes: 15,
  cancelCutoffMinutes: 2880,
  weekly: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '13:00', end: '17:30' },
    { weekday: 5, start: '18:00', end: '24:00' },
  ],
  overrides: [
    { day: '2026-12-24', start: null, end: null },
    { day: '2026-12-27', start: '10:00', end: '11:00' },
    { day: '2026-12-27', start: '14:00', end: '15:00' },
  ],
};

describe('availability and consultation settings (admin API)', () => {
  let t: TestApp;
  let admin: TestClient;

  const consultation = (title: string, price: string, duration?: string) =>
    createProduct(admin, { type: 'consultation', title, price, duration });
  const save = (body: object) => admin.send('put', AVAILABILITY, body);
  const read = async () => (await admin.get(AVAILABILITY).expect(200)).body as Availability;
  // a save refused with this sentence, leaving the saved availability as it was
  const refused = async (body: object, message: string) => {
    const before = await read();
    const res = await save(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(await read()).toEqual(before);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, 'admin');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await emptyBookings(t);
    await resetShop(t);
  });

  it('reads the migration’s rules in the site’s time zone before anything is saved', async () => {
    expect(await read()).toEqual({
      timeZone: t.config.publishTz,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minNoticeMinutes: 1440,
      horizonDays: 60,
      slotStepMinutes: 30,
      cancelCutoffMinutes: 1440,
      weekly: [],
      overrides: [],
    });
  });

  it('saves the whole availability and reads it back; a later save replaces every row', async () => {
    const saved = (await save(week).expect(200)).body as Availability;
    expect(saved).toEqual(week);
    expect(await read()).toEqual(week);

    const fewer = { ...week, timeZone: 'America/New_York', weekly: [{ weekday: 3, start: '08:30', end: '09:45' }] };
    const dayOff = [{ day: '2027-01-04', start: null, end: null }];
    expect((await save({ ...fewer, overrides: dayOff }).expect(200)).body).toEqual({ ...fewer, overrides: dayOff });
    expect((await read()).weekly).toEqual([{ weekday: 3, start: '08:30', end: '09:45' }]);
  });

  it('replaces everything in one go: saves at the same moment leave one of them whole, never a mix', async () => {
    const variants = [1, 2, 3, 4, 5, 6].map((weekday) => ({
      ...week,
      horizonDays: weekday,
      weekly: [
        { weekday, start: '08:00', end: '09:00' },
        { weekday, start: '10:00', end: '11:00' },
      ],
      overrides: [{ day: `2027-01-0${weekday}`, start: null, end: null }],
    }));
    const answers = await Promise.all(variants.map((v) => save(v)));
    expect(answers.map((res) => res.status)).toEqual(variants.map(() => 200));
    expect(variants).toContainEqual(await read());
  });

  it('refuses more stretches than a week needs', async () => {
    const weekly = Array.from({ length: 501 }, (_, i) => ({
      weekday: 1,
      start: `${String(Math.floor(i / 60) % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
      end: '24:00',
    }));
    await refused({ ...week, weekly }, 'At most 500 stretches of hours can be saved.');
  });

  it('lists stretches by weekday and time, overrides by day and time, whatever order they came in', async () => {
    const shuffled = { ...week, weekly: [...week.weekly].reverse(), overrides: [...week.overrides].reverse() };
    expect((await save(shuffled).expect(200)).body).toEqual(week);
  });

  it('refuses an unknown time zone', async () => {
    await save(week).expect(200);
    await refused(
      { ...week, timeZone: 'Europe/Atlantis' },
      '"Europe/Atlantis" is not a time zone. Please choose one such as Europe/Berlin.',
    );
    await refused({ ...week, timeZone: '' }, 'Please choose a time zone.');
  });

  it('refuses times that are not HH:MM, and hours that do not end after they start', async () => {
    const weekly = (start: string, end: string) => ({ ...week, weekly: [{ weekday: 2, start, end }] });
    await refused(weekly('9:00', '10:00'), 'start must be a time of day such as 09:00 (24-hour clock).');
    await refused(weekly('24:00', '24:00'), 'start must be a time of day such as 09:00 (24-hour clock).');
    await refused(weekly('09:00', '10:60'), 'end must be a time of day such as 17:00, or 24:00 for midnight.');
    await refused(weekly('10:00', '09:00'), 'The hours of Tuesday must end after they start.');
    await refused(weekly('10:00', '10:00'), 'The hours of Tuesday must end after they start.');
    await refused(
      { ...week, overrides: [{ day: '2026-12-27', start: '11:00', end: '10:00' }] },
      'The hours of 2026-12-27 must end after they start.',
    );
  });

  it('refuses overlapping stretches on one weekday or one override day', async () => {
    await refused(
      {
        ...week,
        weekly: [
          { weekday: 4, start: '09:00', end: '12:00' },
          { weekday: 4, start: '11:30', end: '13:00' },
        ],
      },
      'The hours of Thursday overlap. Please join them or move one.',
    );
    await refused(
      {
        ...week,
        overrides: [
          { day: '2026-12-27', start: '10:00', end: '11:00' },
          { day: '2026-12-27', start: '09:00', end: '12:00' },
        ],
      },
      'The hours of 2026-12-27 overlap. Please join them or move one.',
    );
  });

  it('refuses a day that is not a calendar day, a day off with hours, half a pair of times', async () => {
    const override = (o: object) => ({ ...week, overrides: [o] });
    const dayOff = (day: string) => override({ day, start: null, end: null });
    await refused(dayOff('2026-2-1'), 'day must be a calendar day such as 2026-03-14.');
    await refused(dayOff('2026-02-30'), 'day must be a calendar day such as 2026-03-14.');
    await refused(override({ day: '2026-12-27' }), 'start must be a time of day such as 10:00, or null for a day off.');
    await refused(
      override({ day: '2026-12-27', start: '10:00', end: '25:00' }),
      'end must be a time of day such as 10:00, or null for a day off.',
    );
    await refused(
      override({ day: '2026-12-27', start: '10:00', end: null }),
      '2026-12-27 needs both a start and an end time, or neither for a day off.',
    );
    await refused(
      {
        ...week,
        overrides: [
          { day: '2026-12-27', start: null, end: null },
          { day: '2026-12-27', start: '10:00', end: '11:00' },
        ],
      },
      '2026-12-27 cannot be a day off and have hours at once.',
    );
  });

  it('refuses numbers outside what the rules allow', async () => {
    await refused({ ...week, bufferBeforeMinutes: 241 }, 'bufferBeforeMinutes must be a whole number from 0 to 240.');
    await refused({ ...week, bufferAfterMinutes: -1 }, 'bufferAfterMinutes must be a whole number from 0 to 240.');
    await refused({ ...week, minNoticeMinutes: 1.5 }, 'minNoticeMinutes must be a whole number from 0 to 43200.');
    await refused({ ...week, horizonDays: 0 }, 'horizonDays must be a whole number from 1 to 365.');
    await refused({ ...week, horizonDays: 366 }, 'horizonDays must be a whole number from 1 to 365.');
    await refused({ ...week, slotStepMinutes: 45 }, 'slotStepMinutes must be 5, 10, 15, 20, 30 or 60.');
    await refused(
      { ...week, cancelCutoffMinutes: 43201 },
      'cancelCutoffMinutes must be a whole number from 0 to 43200.',
    );
    await refused(
      { ...week, weekly: [{ weekday: 8, start: '09:00', end: '10:00' }] },
      'weekday must be a whole number from 1 to 7.',
    );
  });

  it('lists every consultation of the shop with its length read from the product until saved', async () => {
    const strategy = await consultation('Strategy Session', '150', '90 min');
    const intro = await consultation('Intro Call', '0', 'a quick chat');
    await createProduct(admin, { type: 'digital', title: 'Workbook' });

    expect((await admin.get(CONSULTATIONS).expect(200)).body).toEqual([
      {
        productId: strategy.id,
        title: 'Strategy Session',
        priceCents: 15000,
        duration: '90 min',
        durationMinutes: 90,
        location: '',
        saved: false,
      },
      {
        productId: intro.id,
        title: 'Intro Call',
        priceCents: 0,
        duration: 'a quick chat',
        durationMinutes: 60,
        location: '',
        saved: false,
      },
    ]);
  });

  it('saves a consultation’s length and meeting place', async () => {
    const strategy = await consultation('Strategy Session', '150', '90 min');
    const path = `${CONSULTATIONS}/${strategy.id}`;
    const saved = await admin
      .send('put', path, { durationMinutes: 45, location: ' https://meet.example/ada ' })
      .expect(200);
    expect(saved.body).toEqual({
      productId: strategy.id,
      title: 'Strategy Session',
      priceCents: 15000,
      duration: '90 min',
      durationMinutes: 45,
      location: 'https://meet.example/ada',
      saved: true,
    });
    await admin.send('put', path, { durationMinutes: 480, location: 'Studio 4, Main Street 1' }).expect(200);
    expect((await admin.get(CONSULTATIONS).expect(200)).body).toEqual([
      expect.objectContaining({ durationMinutes: 480, location: 'Studio 4, Main Street 1', saved: true }),
    ]);
  });

  it('refuses settings for a product that is not a consultation, and lengths outside 5 to 480 minutes', async () => {
    const workbook = await createProduct(admin, { type: 'digital', title: 'Workbook' });
    const strategy = await consultation('Strategy Session', '150');
    for (const id of [workbook.id, 999_999]) {
      const res = await admin.send('put', `${CONSULTATIONS}/${id}`, { durationMinutes: 60, location: '' }).expect(404);
      expect(res.body.message).toBe('This product is not a consultation.');
    }
    for (const durationMinutes of [4, 481, 30.5]) {
      const res = await admin
        .send('put', `${CONSULTATIONS}/${strategy.id}`, { durationMinutes, location: '' })
        .expect(400);
      expect(res.body.message).toBe('durationMinutes must be a whole number from 5 to 480.');
    }
    const long = await admin
      .send('put', `${CONSULTATIONS}/${strategy.id}`, { durationMinutes: 60, location: 'x'.repeat(501) })
      .expect(400);
    expect(long.body.message).toBe('The meeting link or place can be at most 500 characters.');
    expect((await admin.get(CONSULTATIONS).expect(200)).body[0].saved).toBe(false);
  });

  it('keeps the Bookings area to admins', async () => {
    const strategy = await consultation('Strategy Session', '150');
    await setConsultation(t, strategy.id, 60);
    const customer = await signedIn(t);
    const anonymous = await newClient(t);
    const calls = (c: TestClient) => [
      c.get(AVAILABILITY),
      c.send('put', AVAILABILITY, week),
      c.get(CONSULTATIONS),
      c.send('put', `${CONSULTATIONS}/${strategy.id}`, { durationMinutes: 30, location: '' }),
    ];
    for (const res of await Promise.all(calls(customer))) expect(res.status).toBe(403);
    for (const res of await Promise.all(calls(anonymous))) expect(res.status).toBe(401);
    expect((await read()).weekly).toEqual([]);
    expect((await admin.get(CONSULTATIONS).expect(200)).body[0].durationMinutes).toBe(60);
  });
});
