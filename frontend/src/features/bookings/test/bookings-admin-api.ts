import { beforeEach } from 'vitest';
import type { RouteCall } from '../../../test/routes';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, makeUser, sendJson, setupTestApi } from '../../../test/test-api';
import type { AdminBookingDto, BookingAvailabilityDto, ConsultationSettingsDto } from '../admin/api';
import { addDays, wallClock } from '../lib/zoned-time';

// The owner's Bookings tab's fake API: the availability, the consultations and the bookings as
// the API keeps them, its answers built from them with the API's messages.

export const makeAvailability = (overrides: Partial<BookingAvailabilityDto> = {}): BookingAvailabilityDto => ({
  timeZone: 'America/New_York',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 1440,
  horizonDays: 60,
  slotStepMinutes: 30,
  cancelCutoffMinutes: 1440,
  weekly: [
    { weekday: 1, start: '09:00', end: '12:00' },
    { weekday: 1, start: '14:00', end: '17:00' },
    { weekday: 3, start: '10:00', end: '16:00' },
  ],
  overrides: [{ day: '2026-12-24', start: null, end: null }],
  ...overrides,
});

export const makeConsultation = (overrides: Partial<ConsultationSettingsDto> = {}): ConsultationSettingsDto => ({
  productId: 5,
  title: 'Strategy Session',
  priceCents: 15000,
  duration: '60 min',
  durationMinutes: 60,
  location: 'https://meet.example.com/jane',
  saved: true,
  ...overrides,
});

export const makeBooking = (overrides: Partial<AdminBookingDto> = {}): AdminBookingDto => ({
  id: 7,
  title: 'Strategy Session',
  status: 'confirmed',
  startsAt: '2026-12-07T15:00:00.000Z',
  endsAt: '2026-12-07T16:00:00.000Z',
  customer: { id: 40, name: 'Ada Lovelace', email: 'ada@example.com' },
  customerTimeZone: 'Europe/London',
  orderId: 31,
  priceCents: 15000,
  cancelledBy: null,
  cancelMessage: null,
  ...overrides,
});

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

// the API's first problem with a saved availability (bookings.errors.ts), of the few the fake knows
function availabilityProblem({ timeZone, weekly }: BookingAvailabilityDto): string | null {
  if (!Intl.supportedValuesOf('timeZone').includes(timeZone) && timeZone !== 'UTC') {
    return `"${timeZone}" is not a time zone. Please choose one such as Europe/Berlin.`;
  }
  for (const [index, weekday] of WEEKDAYS.entries()) {
    const day = weekly.filter((w) => w.weekday === index + 1).map((w) => [minutesOf(w.start), minutesOf(w.end)]);
    if (day.some(([start, end]) => end <= start)) return `The hours of ${weekday} must end after they start.`;
    day.sort((a, b) => a[0] - b[0]);
    if (day.some(([start], i) => i > 0 && start < day[i - 1][1])) {
      return `The hours of ${weekday} overlap. Please join them or move one.`;
    }
  }
  return null;
}

type BookingsAdmin = ReturnType<typeof setupBookingsAdminApi>;

const bookingOf = ({ res, params }: RouteCall, state: BookingsAdmin) => {
  const booking = state.bookings.find((b) => b.id === Number(params.id));
  if (!booking) error(res, 404, 'This booking does not exist.');
  return booking;
};

const ROUTES = routeTable<BookingsAdmin>({
  'GET /api/admin/bookings/availability': ({ res }, state) => sendJson(res, 200, state.availability),
  'PUT /api/admin/bookings/availability': ({ res, body }, state) => {
    const problem = availabilityProblem(body as BookingAvailabilityDto);
    if (problem) return error(res, 400, problem);
    state.availability = body as BookingAvailabilityDto;
    sendJson(res, 200, state.availability);
  },
  'GET /api/admin/bookings/consultations': ({ res }, state) => sendJson(res, 200, state.consultations),
  'PUT /api/admin/bookings/consultations/{productId}': ({ res, params, body }, state) => {
    const index = state.consultations.findIndex((c) => c.productId === Number(params.productId));
    if (index < 0) return error(res, 404, 'This product is not a consultation.');
    state.consultations[index] = { ...state.consultations[index], ...body, saved: true };
    sendJson(res, 200, state.consultations[index]);
  },
  'GET /api/admin/bookings': ({ res, query }, state) => {
    const { timeZone } = state.availability;
    const days = [];
    for (let day = query.get('from')!; day <= query.get('to')!; day = addDays(day, 1)) {
      const bookings = state.bookings
        .filter((b) => wallClock(new Date(b.startsAt), timeZone).day === day)
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
      days.push({ day, bookings });
    }
    sendJson(res, 200, { timeZone, days });
  },
  'POST /api/admin/bookings/{id}/move': (call, state) => {
    const booking = bookingOf(call, state);
    if (!booking) return;
    const startsAt = new Date(call.body.startsAt as string);
    const endsAt = new Date(startsAt.getTime() + Date.parse(booking.endsAt) - Date.parse(booking.startsAt));
    const taken = state.bookings.some(
      (b) =>
        b !== booking &&
        b.status === 'confirmed' &&
        Date.parse(b.startsAt) < +endsAt &&
        Date.parse(b.endsAt) > +startsAt,
    );
    if (taken) return error(call.res, 409, 'This time was just taken. Please choose another.');
    Object.assign(booking, { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });
    state.moveMessages.push(call.body.message ?? null);
    sendJson(call.res, 200, booking);
  },
  'POST /api/admin/bookings/{id}/cancel': (call, state) => {
    const booking = bookingOf(call, state);
    if (!booking) return;
    Object.assign(booking, { status: 'cancelled', cancelledBy: 'owner', cancelMessage: call.body.message ?? null });
    sendJson(call.res, 200, booking);
  },
});

// The Bookings tab's routes on the shared test API, an admin signed in by `signInAdmin`.
export function setupBookingsAdminApi() {
  const api = setupTestApi();
  const state = {
    api,
    availability: makeAvailability(),
    consultations: [] as ConsultationSettingsDto[],
    bookings: [] as AdminBookingDto[],
    // the message of each move, in order
    moveMessages: [] as (string | null)[],
    signInAdmin: () => api.signIn(makeUser({ role: 'admin', firstName: 'Jane' })),
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => {
    state.availability = makeAvailability();
    state.consultations = [makeConsultation()];
    state.bookings = [];
    state.moveMessages = [];
  });
  return state;
}
