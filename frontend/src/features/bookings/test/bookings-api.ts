import { beforeEach } from 'vitest';
import type { RouteCall, RouteHandler } from '../../../test/routes';
import { bindRoutes, routeTable } from '../../../test/routes';
import { error, sendJson } from '../../../test/test-api';
import { makeProduct, setupShopApi } from '../../shop/test/shop-api';
import type { BookingDto, BookingOfferDto, BookingSlotDto } from '../api';

// The fake clock of the booking tests (Date only: timers run): Monday, December 2, 2030, 08:00 UTC.
export const NOW = new Date('2030-12-02T08:00:00.000Z');
export const PRODUCT_ID = 31;
export const INTRO_ID = 32;
export const TAKEN = 'This time was just taken. Please choose another.';
export const NOT_BOOKABLE = 'This session cannot be booked yet.';
export const NO_INTRO = 'No introductory call is offered at the moment.';
export const TOO_LATE = 'This session starts in less than 24 hours: it can no longer be moved. Please contact us.';
const SIGN_IN = 'Please sign in to continue.';
const HOUR = 3_600_000;

const slot = (startsAt: string): BookingSlotDto => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + HOUR).toISOString(),
});

// The free times: two on Tuesday morning (UTC), one late on Tuesday in UTC that is already
// Wednesday in Berlin, one on Thursday.
export const makeSlots = () =>
  ['2030-12-03T09:00:00.000Z', '2030-12-03T10:00:00.000Z', '2030-12-03T23:30:00.000Z', '2030-12-05T14:00:00.000Z'].map(
    slot,
  );

export const consultation = () =>
  makeProduct({ id: PRODUCT_ID, type: 'consultation', title: 'Strategy Session', price: '$150', duration: '60 min' });

export const introOffer = (): BookingOfferDto => ({
  productId: INTRO_ID,
  title: 'Introductory Call',
  priceCents: 0,
  durationMinutes: 30,
  ownerTimeZone: 'Europe/London',
  cancelCutoffMinutes: 1440,
  free: true,
});

export function makeBooking(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    id: 500,
    productId: PRODUCT_ID,
    title: 'Strategy Session',
    status: 'confirmed',
    startsAt: '2030-12-05T14:00:00.000Z',
    endsAt: '2030-12-05T15:00:00.000Z',
    customerTimeZone: 'America/New_York',
    location: 'https://meet.example.com/strategy',
    holdExpiresAt: null,
    orderId: 70,
    priceCents: 15000,
    cutoffAt: '2030-12-04T14:00:00.000Z',
    canReschedule: true,
    refundOnCancel: true,
    refunded: false,
    cancelledBy: null,
    cancelMessage: null,
    ...overrides,
  };
}

type Bookings = ReturnType<typeof setupBookingsApi>;

const signedIn =
  (handle: RouteHandler<Bookings>): RouteHandler<Bookings> =>
  (call, bookings) =>
    bookings.auth.signedIn ? handle(call, bookings) : error(call.res, 401, SIGN_IN);

// the signed-in customer's booking the route names (another's, or none: 404)
const own =
  (handle: (call: RouteCall, bookings: Bookings, booking: BookingDto) => void): RouteHandler<Bookings> =>
  (call, bookings) => {
    const booking = bookings.mine.find((b) => b.id === Number(call.params.id));
    return booking ? handle(call, bookings, booking) : error(call.res, 404, 'This booking no longer exists.');
  };

// POST /api/bookings: a time the test marked taken is refused (and no longer offered); a paid
// consultation is held for 30 minutes, a free one confirmed at once.
const book: RouteHandler<Bookings> = ({ res, body }, bookings) => {
  const offered = bookings.slots.find((s) => s.startsAt === body.startsAt);
  if (bookings.taken.has(body.startsAt)) {
    bookings.slots = bookings.slots.filter((s) => s !== offered);
    return error(res, 409, TAKEN);
  }
  if (!offered) return error(res, 400, 'This time is not available. Please choose another.');
  const free = body.productId === INTRO_ID;
  const booking = makeBooking({
    id: 600 + bookings.mine.length,
    productId: body.productId,
    title: free ? 'Introductory Call' : 'Strategy Session',
    status: free ? 'confirmed' : 'held',
    ...offered,
    customerTimeZone: body.timeZone,
    location: free ? 'https://meet.example.com/intro' : null,
    holdExpiresAt: free ? null : new Date(Date.now() + 30 * 60_000).toISOString(),
    orderId: null,
    priceCents: free ? 0 : 15000,
  });
  bookings.mine.push(booking);
  return sendJson(res, 201, booking);
};

// The customer's booking routes, with the real routes, answers and messages.
const ROUTES = routeTable<Bookings>({
  'GET /api/bookings/slots': ({ res, query }, bookings) => {
    const [from, to] = [Date.parse(query.get('from')!), Date.parse(query.get('to')!)];
    if (to - from > 31 * 24 * HOUR) return error(res, 400, 'Please ask for at most 31 days at a time.');
    if (![PRODUCT_ID, INTRO_ID].includes(Number(query.get('productId')))) return error(res, 404, NOT_BOOKABLE);
    const slots = bookings.slots.filter((s) => Date.parse(s.startsAt) >= from && Date.parse(s.startsAt) < to);
    return sendJson(res, 200, { productId: Number(query.get('productId')), durationMinutes: 60, slots });
  },
  'GET /api/bookings/intro-call': ({ res }, bookings) =>
    bookings.intro ? sendJson(res, 200, bookings.intro) : error(res, 404, NO_INTRO),
  'POST /api/bookings': signedIn(book),
  'GET /api/bookings/mine': signedIn(({ res }, bookings) =>
    sendJson(
      res,
      200,
      bookings.mine.filter((b) => b.status === 'confirmed'),
    ),
  ),
  'GET /api/bookings/{id}': signedIn(own(({ res }, _bookings, booking) => sendJson(res, 200, booking))),
  'POST /api/bookings/{id}/reschedule': signedIn(
    own(({ res, body }, bookings, booking) => {
      if (!booking.canReschedule) return error(res, 409, TOO_LATE);
      const offered = bookings.slots.find((s) => s.startsAt === body.startsAt);
      if (!offered) return error(res, 400, 'This time is not available. Please choose another.');
      Object.assign(booking, offered, { customerTimeZone: body.timeZone ?? booking.customerTimeZone });
      return sendJson(res, 200, booking);
    }),
  ),
  'POST /api/bookings/{id}/cancel': signedIn(
    own(({ res }, _bookings, booking) => {
      // refunded as the server decides: paid, and before the cut-off now
      const refunded = booking.refundOnCancel && Date.now() < Date.parse(booking.cutoffAt);
      Object.assign(booking, { status: 'cancelled', cancelledBy: 'customer', location: null, refunded });
      booking.refundOnCancel = false;
      return sendJson(res, 200, booking);
    }),
  ),
});

// The booking routes on the shop's harness (a paid consultation is bought at the shop's checkout).
export function setupBookingsApi() {
  const shop = setupShopApi();
  const bookings = {
    shop,
    auth: shop.auth,
    slots: makeSlots(),
    // times someone else takes the moment this customer chooses them
    taken: new Set<string>(),
    intro: introOffer() as BookingOfferDto | null,
    // the signed-in customer's bookings, held or confirmed or cancelled
    mine: [] as BookingDto[],
    json: shop.json,
  };
  shop.auth.use(bindRoutes(ROUTES, bookings));
  beforeEach(() => {
    bookings.slots = makeSlots();
    bookings.taken = new Set();
    bookings.intro = introOffer();
    bookings.mine = [];
    shop.products = [consultation()];
  });
  return bookings;
}
