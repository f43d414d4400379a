import { addDays } from '@coach/shared';
import { SlotsService } from '../../src/modules/bookings/slots/slots.service';
import { createProduct } from '../commerce/commerce-helpers';
import { newClient, signedIn, TestClient } from '../support/client';
import {
  type AvailabilitySpec,
  type BookingSpec,
  emptyBookings,
  makeBooking,
  resetShop,
  setAvailability,
  setConsultation,
} from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

// The free times of a consultation on the real database: the owner's hours and overrides, buffers,
// notice and horizon, and the bookings that hold or have a time (SlotsService with a fixed `now`),
// then the public routes a visitor's picker reads.

// a Sunday; the Monday after is 2026-03-02
const NOW = '2026-03-01T00:00:00Z';
const EVERY_DAY = (start: string, end: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));
const DAY = 24 * 60 * 60_000;

describe('free times of a consultation', () => {
  let t: TestApp;
  let admin: TestClient;
  let anonymous: TestClient;
  let customerId: number;
  let productId: number;
  let slots: SlotsService;

  const rules = (spec: AvailabilitySpec = {}) =>
    setAvailability(t, {
      timeZone: 'UTC',
      minNoticeMinutes: 0,
      horizonDays: 60,
      slotStepMinutes: 60,
      weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
      overrides: [],
      ...spec,
    });
  const book = (startsAt: string, spec: Partial<BookingSpec> = {}) =>
    makeBooking(t, { productId, userId: customerId, startsAt, minutes: 60, ...spec });
  // the free start times in [from, to) as ISO instants without milliseconds
  const free = async (
    from = '2026-03-02T00:00:00Z',
    to = '2026-03-03T00:00:00Z',
    opts: { now?: string; ignoreBookingId?: number; product?: number } = {},
  ) =>
    (
      await slots.freeSlots(opts.product ?? productId, new Date(from), new Date(to), {
        now: new Date(opts.now ?? NOW),
        ignoreBookingId: opts.ignoreBookingId,
      })
    ).map((s) => s.startsAt.toISOString().replace('.000', ''));
  const consultation = async (title: string, price: string, minutes: number | null = 60) => {
    const { id } = await createProduct(admin, { type: 'consultation', title, price, duration: '60 min' });
    if (minutes !== null) await setConsultation(t, id, minutes);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedIn(t, 'admin');
    anonymous = await newClient(t);
    const customer = await signedIn(t);
    customerId = (await customer.get('/api/auth/user').expect(200)).body.id;
    slots = t.app.get(SlotsService);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await emptyBookings(t);
    await resetShop(t);
    productId = await consultation('Strategy Session', '150');
    await rules();
  });

  describe('SlotsService', () => {
    it('offers the weekly hours in steps, each session inside them', async () => {
      expect(await free()).toEqual(['2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z', '2026-03-02T11:00:00Z']);
      const [first] = await slots.freeSlots(productId, new Date('2026-03-02T00:00:00Z'), new Date('2026-03-03'), {
        now: new Date(NOW),
      });
      expect(first.endsAt.toISOString()).toBe('2026-03-02T10:00:00.000Z');
      await setConsultation(t, productId, 150);
      expect(await free()).toEqual(['2026-03-02T09:00:00Z']);
    });

    it('follows date overrides: a day off, and other hours on a day', async () => {
      await rules({
        overrides: [
          { day: '2026-03-02' },
          { day: '2026-03-03', start: '14:00', end: '16:00' },
          { day: '2026-03-09', start: '07:00', end: '08:00' },
        ],
      });
      expect(await free('2026-03-02T00:00:00Z', '2026-03-10T00:00:00Z')).toEqual([
        '2026-03-03T14:00:00Z',
        '2026-03-03T15:00:00Z',
        '2026-03-09T07:00:00Z',
      ]);
      expect(await free('2026-03-16T00:00:00Z', '2026-03-17T00:00:00Z')).toEqual([
        '2026-03-16T09:00:00Z',
        '2026-03-16T10:00:00Z',
        '2026-03-16T11:00:00Z',
      ]);
    });

    it('keeps buffer after + buffer before between a booked session and an offered one', async () => {
      await rules({
        bufferBeforeMinutes: 15,
        bufferAfterMinutes: 15,
        slotStepMinutes: 15,
        weekly: [{ weekday: 1, start: '08:00', end: '14:00' }],
      });
      await book('2026-03-02T10:00:00Z', { bufferBefore: 15, bufferAfter: 15 });
      const offered = await free();
      expect(offered.filter((s) => s < '2026-03-02T12:00:00Z')).toEqual([
        '2026-03-02T08:00:00Z',
        '2026-03-02T08:15:00Z',
        '2026-03-02T08:30:00Z', // ends 09:30: 30 minutes before the booked 10:00
        '2026-03-02T11:30:00Z', // 30 minutes after the booked session's 11:00
        '2026-03-02T11:45:00Z',
      ]);
    });

    it('applies the notice and the horizon', async () => {
      await rules({ minNoticeMinutes: 60 });
      expect(await free(undefined, undefined, { now: '2026-03-02T08:30:00Z' })).toEqual([
        '2026-03-02T10:00:00Z',
        '2026-03-02T11:00:00Z',
      ]);
      await rules({ minNoticeMinutes: 0, horizonDays: 7 });
      expect(await free('2026-03-01T00:00:00Z', '2026-03-16T00:00:00Z')).toEqual([
        '2026-03-02T09:00:00Z',
        '2026-03-02T10:00:00Z',
        '2026-03-02T11:00:00Z',
      ]);
      await rules({ horizonDays: 8 });
      expect(await free('2026-03-09T00:00:00Z', '2026-03-16T00:00:00Z')).toHaveLength(3);
    });

    it('is blocked by confirmed bookings and holds that have not run out, of any consultation', async () => {
      await rules({ weekly: [{ weekday: 1, start: '09:00', end: '15:00' }] });
      const other = await consultation('Intro Call', '0', 30);
      await book('2026-03-02T09:00:00Z', { status: 'held', holdExpiresAt: '2026-03-01T00:10:00Z' });
      await book('2026-03-02T10:00:00Z', { status: 'held', holdExpiresAt: NOW }); // ran out just now
      await book('2026-03-02T11:00:00Z', { status: 'held', holdExpiresAt: null }); // in a checkout
      await book('2026-03-02T12:00:00Z', { status: 'cancelled' });
      await book('2026-03-02T13:00:00Z', { status: 'released' });
      await book('2026-03-02T14:00:00Z', { productId: other, minutes: 30 });
      expect(await free()).toEqual(['2026-03-02T10:00:00Z', '2026-03-02T12:00:00Z', '2026-03-02T13:00:00Z']);
    });

    it('leaves a booking being moved out of what blocks', async () => {
      const moving = await book('2026-03-02T10:00:00Z');
      expect(await free()).toEqual(['2026-03-02T09:00:00Z', '2026-03-02T11:00:00Z']);
      expect(await free(undefined, undefined, { ignoreBookingId: moving })).toEqual([
        '2026-03-02T09:00:00Z',
        '2026-03-02T10:00:00Z',
        '2026-03-02T11:00:00Z',
      ]);
    });

    it('answers the slot at a time only when that time is offered', async () => {
      await rules({ bufferBeforeMinutes: 5, bufferAfterMinutes: 10 });
      const booked = await book('2026-03-02T11:00:00Z', { bufferBefore: 5, bufferAfter: 10 });
      const at = (iso: string, opts: { ignoreBookingId?: number } = {}) =>
        slots.slotAt(productId, new Date(iso), { now: new Date(NOW), ...opts });
      expect(await at('2026-03-02T09:00:00Z')).toEqual({
        startsAt: new Date('2026-03-02T09:00:00Z'),
        endsAt: new Date('2026-03-02T10:00:00Z'),
        blockedFrom: new Date('2026-03-02T08:55:00Z'),
        blockedTo: new Date('2026-03-02T10:10:00Z'),
      });
      expect(await at('2026-03-02T09:30:00Z')).toBeNull(); // not a start time
      expect(await at('2026-03-02T10:00:00Z')).toBeNull(); // its buffer after reaches the booking's
      expect(await at('2026-03-02T11:00:00Z')).toBeNull();
      expect((await at('2026-03-02T11:00:00Z', { ignoreBookingId: booked }))?.endsAt).toEqual(
        new Date('2026-03-02T12:00:00Z'),
      );
      expect(await at('2026-03-03T09:00:00Z')).toBeNull(); // no hours on Tuesdays
    });

    it('lets the owner move a booking to any future time that overlaps no other', async () => {
      await book('2026-03-02T11:00:00Z');
      const moving = await book('2026-03-05T09:00:00Z');
      const owner = (iso: string) =>
        slots.slotAt(productId, new Date(iso), { now: new Date(NOW), owner: true, ignoreBookingId: moving });
      // a Tuesday evening, off the step: outside the hours, yet the owner's to decide
      expect((await owner('2026-03-03T19:10:00Z'))?.endsAt).toEqual(new Date('2026-03-03T20:10:00Z'));
      expect((await owner('2026-03-05T09:30:00Z'))?.startsAt).toEqual(new Date('2026-03-05T09:30:00Z'));
      expect(await owner('2026-03-02T10:30:00Z')).toBeNull(); // overlaps the 11:00 booking
      expect(await owner('2026-02-28T10:00:00Z')).toBeNull();
    });

    // 09:00 is 14:00Z in New York's winter, 13:00Z in its summer; 22:00Z the day before in Sydney's
    // summer, 23:00Z in its winter
    it.each([
      ['America/New_York', '2026-03-07', ['2026-03-07T14:00:00Z', '2026-03-08T13:00:00Z', '2026-03-09T13:00:00Z']],
      ['America/New_York', '2026-10-31', ['2026-10-31T13:00:00Z', '2026-11-01T14:00:00Z', '2026-11-02T14:00:00Z']],
      ['Australia/Sydney', '2026-04-03', ['2026-04-03T22:00:00Z', '2026-04-04T23:00:00Z', '2026-04-05T23:00:00Z']],
      ['Australia/Sydney', '2026-10-02', ['2026-10-02T23:00:00Z', '2026-10-03T22:00:00Z', '2026-10-04T22:00:00Z']],
    ])('keeps 09:00 at 09:00 in %s across the change after %s', async (timeZone, day, expected) => {
      await rules({ timeZone, weekly: EVERY_DAY('09:00', '10:00'), horizonDays: 365 });
      expect(await free(`${day}T00:00:00Z`, `${addDays(day, 3)}T00:00:00Z`)).toEqual(expected);
    });

    it('drops a skipped start time and offers a repeated one once', async () => {
      await rules({
        timeZone: 'America/New_York',
        slotStepMinutes: 30,
        horizonDays: 365,
        weekly: [],
        overrides: [
          { day: '2026-03-08', start: '01:00', end: '04:00' },
          { day: '2026-11-01', start: '01:00', end: '02:30' },
        ],
      });
      await setConsultation(t, productId, 30);
      // 01:00, 01:30 EST, then 03:00, 03:30 EDT: 02:00 and 02:30 do not exist that night
      expect(await free('2026-03-08T00:00:00Z', '2026-03-09T00:00:00Z')).toEqual([
        '2026-03-08T06:00:00Z',
        '2026-03-08T06:30:00Z',
        '2026-03-08T07:00:00Z',
        '2026-03-08T07:30:00Z',
      ]);
      // 01:00, 01:30 EDT (not again as EST), then 02:00 EST
      expect(await free('2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z')).toEqual([
        '2026-11-01T05:00:00Z',
        '2026-11-01T05:30:00Z',
        '2026-11-01T07:00:00Z',
      ]);
    });

    it('answers a consultation that can be booked, and the rules in the effective time zone', async () => {
      expect(await slots.consultation(productId)).toEqual({
        productId,
        title: 'Strategy Session',
        priceCents: 15000,
        durationMinutes: 60,
        location: 'https://meet.example/coach',
      });
      const unset = await consultation('Deep Dive', '300', null);
      const workbook = (await createProduct(admin, { type: 'digital', title: 'Workbook' })).id;
      await setConsultation(t, workbook, 60);
      const archived = await consultation('Old Session', '90');
      await admin.post(`/api/products/${archived}/archive`).expect(200);
      for (const id of [unset, workbook, archived, 999_999]) {
        expect(await slots.consultation(id)).toBeNull();
        expect(await free(undefined, undefined, { product: id })).toEqual([]);
      }

      await setAvailability(t, { timeZone: null, cancelCutoffMinutes: 120, bufferAfterMinutes: 5 });
      expect(await slots.rules()).toEqual({
        timeZone: t.config.publishTz,
        bufferBeforeMinutes: 0,
        bufferAfterMinutes: 5,
        minNoticeMinutes: 0,
        horizonDays: 60,
        slotStepMinutes: 60,
        cancelCutoffMinutes: 120,
      });
    });
  });

  describe('public routes', () => {
    // midnight UTC `days` from today's
    const midnight = (days: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY).toISOString();
    const list = (query: string) => anonymous.get(`/api/bookings/slots?${query}`);

    it('lists the free times of a window for anybody, never cached', async () => {
      await rules({ weekly: EVERY_DAY('09:00', '12:00'), horizonDays: 365 });
      const from = midnight(2);
      await book(from.replace('T00:00', 'T10:00'));
      const res = await list(`productId=${productId}&from=${from}&to=${midnight(3)}`).expect(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const at = (hour: string) => from.replace('T00:00', `T${hour}:00`);
      expect(res.body).toEqual({
        productId,
        durationMinutes: 60,
        slots: [
          { startsAt: at('09'), endsAt: at('10') },
          { startsAt: at('11'), endsAt: at('12') },
        ],
      });
    });

    it('refuses a window that is not one, or longer than 31 days', async () => {
      const refused = async (query: string, message: string) =>
        expect((await list(query).expect(400)).body.message).toBe(message);
      const from = midnight(1);
      await refused(`productId=${productId}&from=${from}&to=${from}`, '"to" must be after "from".');
      await refused(
        `productId=${productId}&from=${from}&to=${midnight(33)}`,
        'Times can be listed for at most 31 days at once.',
      );
      await refused(
        `productId=${productId}&from=tomorrow&to=${midnight(2)}`,
        'from must be a date and time such as 2026-03-14T09:00:00Z.',
      );
      await refused(`productId=${productId}&from=${from}`, 'to must be a date and time such as 2026-03-14T09:00:00Z.');
      await refused(`productId=abc&from=${from}&to=${midnight(2)}`, 'productId must be the id of a product.');
      await list(`productId=${productId}&from=${from}&to=${midnight(32)}`).expect(200);
    });

    it('answers 404 for what cannot be booked', async () => {
      const unset = await consultation('Deep Dive', '300', null);
      const workbook = (await createProduct(admin, { type: 'digital', title: 'Workbook' })).id;
      const archived = await consultation('Old Session', '90');
      await admin.post(`/api/products/${archived}/archive`).expect(200);
      for (const id of [unset, workbook, archived, 999_999]) {
        const slotsRes = await list(`productId=${id}&from=${midnight(1)}&to=${midnight(2)}`).expect(404);
        expect(slotsRes.body.message).toBe('This session cannot be booked yet.');
        const offer = await anonymous.get(`/api/bookings/consultations/${id}`).expect(404);
        expect(offer.body.message).toBe('This session cannot be booked yet.');
      }
    });

    it('introduces a consultation with its length, price, the owner’s time zone and cut-off', async () => {
      await rules({ timeZone: 'America/New_York', cancelCutoffMinutes: 720 });
      await setConsultation(t, productId, 45);
      expect((await anonymous.get(`/api/bookings/consultations/${productId}`).expect(200)).body).toEqual({
        productId,
        title: 'Strategy Session',
        priceCents: 15000,
        durationMinutes: 45,
        ownerTimeZone: 'America/New_York',
        cancelCutoffMinutes: 720,
        free: false,
      });
    });

    it('offers the oldest free consultation with settings in the shop as the introductory call', async () => {
      const none = await anonymous.get('/api/bookings/intro-call').expect(404);
      expect(none.body.message).toBe('No introductory call is offered at the moment.');
      const archived = await consultation('Old Intro', '0', 20);
      await admin.post(`/api/products/${archived}/archive`).expect(200);
      await consultation('Unset Intro', '0', null);
      await anonymous.get('/api/bookings/intro-call').expect(404);

      const intro = await consultation('Intro Call', '0', 30);
      await consultation('Second Intro', '0', 15);
      expect((await anonymous.get('/api/bookings/intro-call').expect(200)).body).toEqual({
        productId: intro,
        title: 'Intro Call',
        priceCents: 0,
        durationMinutes: 30,
        ownerTimeZone: 'UTC',
        cancelCutoffMinutes: 1440,
        free: true,
      });
    });
  });
});
