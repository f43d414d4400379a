// Factories of bookings: the owner's availability written straight through its repository (its
// own API is tested in test/bookings/availability.e2e.ts), and booked times placed where only the
// passing of time or another customer would put them.
import { randomUUID } from 'node:crypto';
import { AvailabilityRepository } from '../../../src/modules/bookings/availability/availability.repository';
import { BookingEntity, type BookingStatus } from '../../../src/modules/bookings/entities/booking.entity';
import { ConsultationSettingsEntity } from '../../../src/modules/bookings/entities/consultation-settings.entity';
import { OrderEntity } from '../../../src/modules/commerce/entities/order.entity';
import { ProductEntity } from '../../../src/modules/commerce/entities/product.entity';
import type { TestContext } from '../test-context';

export interface AvailabilitySpec {
  timeZone?: string | null;
  bufferBeforeMinutes?: number;
  bufferAfterMinutes?: number;
  minNoticeMinutes?: number;
  horizonDays?: number;
  slotStepMinutes?: number;
  cancelCutoffMinutes?: number;
  // weekday 1 (Monday) … 7 (Sunday), times 'HH:MM'
  weekly?: { weekday: number; start: string; end: string }[];
  // a day without times is a day off
  overrides?: { day: string; start?: string; end?: string }[];
}

// The owner's availability replaced by this one (the rules not given keep their values, and so do
// the weekly hours or date overrides when not given).
export async function setAvailability(t: TestContext, spec: AvailabilitySpec): Promise<void> {
  const { weekly, overrides, ...rules } = spec;
  const availability = t.app.get(AvailabilityRepository);
  const saved = await availability.read();
  await availability.replace({
    rules: { ...saved.rules, ...rules },
    weekly: weekly ?? saved.weekly,
    overrides: overrides?.map((o) => ({ day: o.day, start: o.start ?? null, end: o.end ?? null })) ?? saved.overrides,
  });
}

// A consultation product's length and place, as the owner's Bookings area saves them.
export async function setConsultation(
  t: TestContext,
  productId: number,
  durationMinutes: number,
  location = 'https://meet.example/coach',
): Promise<void> {
  await t.dataSource
    .getRepository(ConsultationSettingsEntity)
    .upsert({ productId, durationMinutes, location, updatedAt: new Date() }, ['productId']);
}

export interface BookingSpec {
  productId: number;
  userId: number;
  startsAt: string;
  minutes: number;
  status?: BookingStatus;
  // the blocked range's widening, in minutes
  bufferBefore?: number;
  bufferAfter?: number;
  holdExpiresAt?: string | null;
  customerTimeZone?: string;
  orderId?: number | null;
  orderItemId?: number | null;
  // when the time was set (reminders look at it); now unless given
  scheduledAt?: string;
}

const plusMinutes = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

// A booking written behind the app (another customer's, or one made days ago); answers its id.
export async function makeBooking(t: TestContext, spec: BookingSpec): Promise<number> {
  const status = spec.status ?? 'confirmed';
  const startsAt = new Date(spec.startsAt);
  const { title } = await t.dataSource.getRepository(ProductEntity).findOneByOrFail({ id: spec.productId });
  const saved = await t.dataSource.getRepository(BookingEntity).save({
    productId: spec.productId,
    title,
    userId: spec.userId,
    orderId: spec.orderId ?? null,
    orderItemId: spec.orderItemId ?? null,
    status,
    startsAt,
    endsAt: plusMinutes(spec.startsAt, spec.minutes),
    blockedFrom: plusMinutes(spec.startsAt, -(spec.bufferBefore ?? 0)),
    blockedTo: plusMinutes(spec.startsAt, spec.minutes + (spec.bufferAfter ?? 0)),
    holdExpiresAt: spec.holdExpiresAt === undefined ? null : spec.holdExpiresAt && new Date(spec.holdExpiresAt),
    customerTimeZone: spec.customerTimeZone ?? 'UTC',
    scheduledAt: spec.scheduledAt ? new Date(spec.scheduledAt) : new Date(),
    confirmedAt: status === 'confirmed' ? new Date() : null,
  });
  return saved.id;
}

// A completed order of one consultation, paid by `userId`, for a paid booking to belong to.
export async function makeConsultationOrder(
  t: TestContext,
  userId: number,
  productId: number,
): Promise<{ orderId: number; orderItemId: number }> {
  const { title } = await t.dataSource.getRepository(ProductEntity).findOneByOrFail({ id: productId });
  const now = new Date();
  const order = await t.dataSource.getRepository(OrderEntity).save({
    userId,
    status: 'completed',
    totalCents: 15000,
    paymentProvider: 'stripe',
    paymentIntentId: `pi_booking_${randomUUID()}`,
    paymentMethod: 'card',
    completedAt: now,
    expiresAt: now,
    items: [{ productId, title, type: 'consultation', priceCents: 15000, quantity: 1 }],
  });
  return { orderId: order.id, orderItemId: order.items[0].id };
}

const bookingRows = (t: TestContext) => t.dataSource.getRepository(BookingEntity);

// A confirmed booking moved behind the app, as a move leaves it: the new time (its length and
// buffers kept), the invitation's sequence one more, the time set at `scheduledAt`.
export async function moveBookingBehindTheApp(
  t: TestContext,
  bookingId: number,
  startsAt: string,
  scheduledAt: string,
): Promise<void> {
  const booking = await bookingRows(t).findOneByOrFail({ id: bookingId });
  const moved = Date.parse(startsAt) - booking.startsAt.getTime();
  const by = (at: Date) => new Date(at.getTime() + moved);
  await bookingRows(t).update(bookingId, {
    startsAt: new Date(startsAt),
    endsAt: by(booking.endsAt),
    blockedFrom: by(booking.blockedFrom),
    blockedTo: by(booking.blockedTo),
    sequence: booking.sequence + 1,
    scheduledAt: new Date(scheduledAt),
    updatedAt: new Date(),
  });
}

// A booking cancelled behind the app, as a cancel leaves it (the invitation's sequence one more).
export async function cancelBookingBehindTheApp(
  t: TestContext,
  bookingId: number,
  by: NonNullable<BookingEntity['cancelledBy']>,
  message: string | null = null,
): Promise<void> {
  const { sequence } = await bookingRows(t).findOneByOrFail({ id: bookingId });
  const now = new Date();
  await bookingRows(t).update(bookingId, {
    status: 'cancelled',
    cancelledAt: now,
    cancelledBy: by,
    cancelMessage: message,
    sequence: sequence + 1,
    updatedAt: now,
  });
}
