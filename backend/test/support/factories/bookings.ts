// Factories of bookings: the owner's availability written straight through the entities (its own
// API is tested in test/bookings/availability.e2e.ts), and booked times placed where only
// the passing of time or another customer would put them.
import { BookingEntity, type BookingStatus } from '../../../src/modules/bookings/entities/booking.entity';
import { BookingSettingsEntity } from '../../../src/modules/bookings/entities/booking-settings.entity';
import { ConsultationSettingsEntity } from '../../../src/modules/bookings/entities/consultation-settings.entity';
import { DateOverrideEntity } from '../../../src/modules/bookings/entities/date-override.entity';
import { WeeklyHoursEntity } from '../../../src/modules/bookings/entities/weekly-hours.entity';
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

// No bookings, no hours, the migration's default rules: nothing can be booked.
export async function emptyBookings(t: TestContext): Promise<void> {
  await t.dataSource.query(`TRUNCATE bookings, booking_weekly_hours, booking_date_overrides, consultation_settings`);
  await t.dataSource.query(`
    UPDATE booking_settings SET time_zone = NULL, buffer_before_minutes = 0, buffer_after_minutes = 0,
      min_notice_minutes = 1440, horizon_days = 60, slot_step_minutes = 30, cancel_cutoff_minutes = 1440`);
}

// The owner's availability replaced by this one (the rules not given keep their values).
export async function setAvailability(t: TestContext, spec: AvailabilitySpec): Promise<void> {
  const { weekly, overrides, ...rules } = spec;
  if (Object.keys(rules).length) await t.dataSource.getRepository(BookingSettingsEntity).update({ id: 1 }, rules);
  if (weekly) {
    await t.dataSource.query(`DELETE FROM booking_weekly_hours`);
    await t.dataSource
      .getRepository(WeeklyHoursEntity)
      .insert(weekly.map((w) => ({ weekday: w.weekday, startTime: w.start, endTime: w.end })));
  }
  if (overrides) {
    await t.dataSource.query(`DELETE FROM booking_date_overrides`);
    await t.dataSource
      .getRepository(DateOverrideEntity)
      .insert(overrides.map((o) => ({ day: o.day, startTime: o.start ?? null, endTime: o.end ?? null })));
  }
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
  const [{ title }] = (await t.dataSource.query(`SELECT title FROM products WHERE id = $1`, [spec.productId])) as {
    title: string;
  }[];
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
  const [{ orderId, orderItemId }] = (await t.dataSource.query(
    `WITH o AS (
       INSERT INTO orders (user_id, status, total_cents, payment_provider, payment_intent_id, payment_method,
                           completed_at, expires_at)
       VALUES ($1, 'completed', 15000, 'stripe', 'pi_booking_' || gen_random_uuid(), 'card', now(), now())
       RETURNING id)
     INSERT INTO order_items (order_id, product_id, title, type, price_cents, quantity)
     SELECT o.id, p.id, p.title, 'consultation', 15000, 1 FROM o, products p WHERE p.id = $2::int
     RETURNING order_id AS "orderId", id AS "orderItemId"`,
    [userId, productId],
  )) as { orderId: number; orderItemId: number }[];
  return { orderId, orderItemId };
}

// A confirmed booking moved behind the app, as a move leaves it: the new time (its length and
// buffers kept), the invitation's sequence one more, the time set at `scheduledAt`.
export async function moveBookingBehindTheApp(
  t: TestContext,
  bookingId: number,
  startsAt: string,
  scheduledAt: string,
): Promise<void> {
  await t.dataSource.query(
    `UPDATE bookings SET blocked_from = $2::timestamptz - (starts_at - blocked_from),
       blocked_to = $2::timestamptz + (blocked_to - starts_at), ends_at = $2::timestamptz + (ends_at - starts_at),
       starts_at = $2, sequence = sequence + 1, scheduled_at = $3, updated_at = now()
     WHERE id = $1`,
    [bookingId, startsAt, scheduledAt],
  );
}

// A booking cancelled behind the app, as a cancel leaves it (the invitation's sequence one more).
export async function cancelBookingBehindTheApp(
  t: TestContext,
  bookingId: number,
  by: NonNullable<BookingEntity['cancelledBy']>,
  message: string | null = null,
): Promise<void> {
  await t.dataSource.query(
    `UPDATE bookings SET status = 'cancelled', cancelled_at = now(), cancelled_by = $2, cancel_message = $3,
       sequence = sequence + 1, updated_at = now()
     WHERE id = $1`,
    [bookingId, by, message],
  );
}

// No mail about bookings (their subject keys are booking:<id>…): a booking id the shop's reset
// starts again from 1 finds none of an earlier suite's.
export async function forgetBookingMails(t: TestContext): Promise<void> {
  await t.dataSource.query(`DELETE FROM mail_outbox WHERE subject_key LIKE 'booking:%'`);
}
