import { ConflictException, Injectable } from '@nestjs/common';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { BookingsErrors } from '../bookings.errors';
import type { BookingStatus, CancelledBy } from '../entities/booking.entity';

// PostgreSQL's exclusion violation: EX_bookings_no_overlap refused a time another booking blocks
const EXCLUSION_VIOLATION = '23P01';

// A booking's own row with its place; BookingRowsService adds what it cost and its customer.
export interface BookingRecord {
  id: number;
  uid: string;
  productId: number | null;
  title: string;
  userId: number;
  orderId: number | null;
  orderItemId: number | null;
  status: BookingStatus;
  startsAt: Date;
  endsAt: Date;
  holdExpiresAt: Date | null;
  customerTimeZone: string;
  sequence: number;
  cancelledBy: CancelledBy | null;
  cancelMessage: string | null;
  // the consultation's meeting link or place (null once its settings are gone)
  location: string | null;
}

// The range a session blocks for others (the session widened by the owner's buffers).
export interface BookedTime {
  startsAt: Date;
  endsAt: Date;
  blockedFrom: Date;
  blockedTo: Date;
}

// the item of an open checkout a hold is in
// a booking its order's payment confirmed: who booked which session
export interface ConfirmedBooking {
  id: number;
  userId: number;
  productId: number | null;
}

export interface CheckoutItem {
  orderId: number;
  orderItemId: number;
}

export interface NewBooking extends BookedTime {
  productId: number;
  title: string;
  userId: number;
  customerTimeZone: string;
  status: 'held' | 'confirmed';
  // a hold not in a checkout runs out then; one in a checkout (`checkout`) has no expiry of its own
  holdExpiresAt: Date | null;
  checkout: CheckoutItem | null;
}

const ROW = `
  SELECT b.id, b.uid, b.product_id AS "productId", b.title, b.user_id AS "userId", b.order_id AS "orderId",
         b.order_item_id AS "orderItemId", b.status, b.starts_at AS "startsAt", b.ends_at AS "endsAt",
         b.hold_expires_at AS "holdExpiresAt", b.customer_time_zone AS "customerTimeZone", b.sequence,
         b.cancelled_by AS "cancelledBy", b.cancel_message AS "cancelMessage", cs.location
  FROM bookings b
  LEFT JOIN consultation_settings cs ON cs.product_id = b.product_id`;

// an insert or a move that would overlap another held or confirmed time is the customer's 409
function takenOr(error: unknown): never {
  if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === EXCLUSION_VIOLATION)
    throw new ConflictException(BookingsErrors.justTaken);
  throw error;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

// The bookings table: a time held (the exclusion constraint deciding between customers), attached to
// the checkout that pays for it, confirmed, moved, cancelled or released.
@Injectable()
export class BookingsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(id: number, tx: EntityManager = this.dataSource.manager): Promise<BookingRecord | null> {
    const [row] = (await tx.query(`${ROW} WHERE b.id = $1`, [id])) as BookingRecord[];
    return row ?? null;
  }

  // the booking's row locked until the transaction ends (a move, a cancel)
  async lock(tx: EntityManager, id: number): Promise<BookingRecord | null> {
    const [row] = (await tx.query(`${ROW} WHERE b.id = $1 FOR UPDATE OF b`, [id])) as BookingRecord[];
    return row ?? null;
  }

  // the account's confirmed sessions not yet ended, soonest first
  listUpcoming(userId: number, now: Date): Promise<BookingRecord[]> {
    return this.dataSource.query(
      `${ROW} WHERE b.user_id = $1 AND b.status = 'confirmed' AND b.ends_at > $2 ORDER BY b.starts_at, b.id`,
      [userId, now],
    );
  }

  // confirmed and cancelled sessions starting in [from, to), in time order (the owner's days)
  listStarting(from: Date, to: Date): Promise<BookingRecord[]> {
    return this.dataSource.query(
      `${ROW} WHERE b.status IN ('confirmed', 'cancelled') AND b.starts_at >= $1 AND b.starts_at < $2
       ORDER BY b.starts_at, b.id`,
      [from, to],
    );
  }

  // A new held or confirmed time. Holds run out at hold_expires_at (the cron releases them each
  // minute); one that ran out but is still 'held' would keep the constraint busy, so the ones that
  // overlap this time are released first, in this transaction.
  async hold(tx: EntityManager, booking: NewBooking, now: Date): Promise<number> {
    await this.releaseRunOut(tx, booking, now);
    const confirmedAt = booking.status === 'confirmed' ? now : null;
    const rows = (await tx
      .query(
        `INSERT INTO bookings (product_id, title, user_id, status, starts_at, ends_at, blocked_from, blocked_to,
                               hold_expires_at, customer_time_zone, scheduled_at, confirmed_at, order_id, order_item_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [
          booking.productId,
          booking.title,
          booking.userId,
          booking.status,
          booking.startsAt,
          booking.endsAt,
          booking.blockedFrom,
          booking.blockedTo,
          booking.holdExpiresAt,
          booking.customerTimeZone,
          now,
          confirmedAt,
          booking.checkout?.orderId ?? null,
          booking.checkout?.orderItemId ?? null,
        ],
      )
      .catch(takenOr)) as { id: number }[];
    return rows[0].id;
  }

  // Whether the customer has a session of this product still to come, asked under a lock of the
  // customer's bookings of it (to the transaction's end), so two requests at once cannot both say no.
  async upcomingOf(tx: EntityManager, userId: number, productId: number, now: Date): Promise<boolean> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('bookings'), hashtext($1))`, [`${userId}:${productId}`]);
    const [row] = (await tx.query(
      `SELECT 1 FROM bookings WHERE user_id = $1 AND product_id = $2 AND status = 'confirmed' AND ends_at > $3 LIMIT 1`,
      [userId, productId, now],
    )) as unknown[];
    return row !== undefined;
  }

  // the customer's hold of the product (one at most, in a checkout or not), or null
  async heldBy(userId: number, productId: number): Promise<number | null> {
    const [row] = (await this.dataSource.query(
      `SELECT id FROM bookings WHERE user_id = $1 AND product_id = $2 AND status = 'held' ORDER BY id DESC LIMIT 1`,
      [userId, productId],
    )) as { id: number }[];
    return row?.id ?? null;
  }

  // One hold per customer and product: the earlier one is given up. Answers the checkout's item
  // it was in, if it was in one (still open: paid, it would be confirmed), for the new time to take
  // its place there.
  async releaseHeld(tx: EntityManager, userId: number, productId: number): Promise<CheckoutItem | null> {
    const [rows] = (await tx.query(
      `UPDATE bookings SET status = 'released', updated_at = now()
       WHERE user_id = $1 AND product_id = $2 AND status = 'held'
       RETURNING order_id AS "orderId", order_item_id AS "orderItemId"`,
      [userId, productId],
    )) as [{ orderId: number | null; orderItemId: number | null }[], number];
    const attached = rows.find((r) => r.orderId !== null && r.orderItemId !== null);
    return attached ? { orderId: attached.orderId!, orderItemId: attached.orderItemId! } : null;
  }

  // the customer's latest hold of the product not in a checkout and not run out (or the one this
  // item holds already: a hold run again), now the order item's (the order's expiry governs it from
  // here); null when there is none
  async attach(
    tx: EntityManager,
    hold: { userId: number; productId: number; orderId: number; itemId: number },
    now: Date,
  ): Promise<number | null> {
    const [rows] = (await tx.query(
      `UPDATE bookings SET order_id = $3, order_item_id = $4, hold_expires_at = NULL, updated_at = now()
       WHERE id = (SELECT id FROM bookings
                   WHERE user_id = $1 AND product_id = $2 AND status = 'held'
                     AND (order_item_id = $4 OR (order_id IS NULL AND hold_expires_at > $5))
                   ORDER BY order_item_id IS NOT NULL DESC, id DESC LIMIT 1 FOR UPDATE)
       RETURNING id`,
      [hold.userId, hold.productId, hold.orderId, hold.itemId, now],
    )) as [{ id: number }[], number];
    return rows[0]?.id ?? null;
  }

  // a given-up checkout's holds are nobody's order again, and run out at `expiresAt` unless a new
  // checkout attaches them
  async detach(tx: EntityManager, itemIds: number[], expiresAt: Date): Promise<void> {
    await tx.query(
      `UPDATE bookings SET order_id = NULL, order_item_id = NULL, hold_expires_at = $2, updated_at = now()
       WHERE order_item_id = ANY($1) AND status = 'held'`,
      [itemIds, expiresAt],
    );
  }

  // the paid items' holds confirmed; answers their ids
  async confirm(tx: EntityManager, itemIds: number[], now: Date): Promise<ConfirmedBooking[]> {
    const [rows] = (await tx.query(
      `UPDATE bookings SET status = 'confirmed', confirmed_at = $2, hold_expires_at = NULL, updated_at = now()
       WHERE order_item_id = ANY($1) AND status = 'held' RETURNING id, user_id AS "userId", product_id AS "productId"`,
      [itemIds, now],
    )) as [ConfirmedBooking[], number];
    return rows.sort((a, b) => a.id - b.id);
  }

  // the refunded items' sessions still booked, cancelled by the refund; answers their ids
  async cancelRefunded(tx: EntityManager, itemIds: number[], now: Date): Promise<number[]> {
    const [rows] = (await tx.query(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = $2, cancelled_by = 'refund',
              sequence = sequence + 1, hold_expires_at = NULL, updated_at = now()
       WHERE order_item_id = ANY($1) AND status IN ('held', 'confirmed') RETURNING id`,
      [itemIds, now],
    )) as [{ id: number }[], number];
    return ids(rows);
  }

  // the invitation's sequence goes up: the cancel updates the event in the customer's calendar
  async cancel(tx: EntityManager, id: number, by: CancelledBy, message: string | null, now: Date): Promise<void> {
    await tx.query(
      `UPDATE bookings SET status = 'cancelled', cancelled_at = $3, cancelled_by = $2, cancel_message = $4,
              sequence = sequence + 1, updated_at = now()
       WHERE id = $1`,
      [id, by, now, message],
    );
  }

  // the same booking (its uid) at another time, the invitation's sequence one more
  async move(tx: EntityManager, id: number, time: BookedTime, timeZone: string | null, now: Date): Promise<void> {
    await this.releaseRunOut(tx, time, now);
    await tx
      .query(
        `UPDATE bookings SET starts_at = $2, ends_at = $3, blocked_from = $4, blocked_to = $5,
                customer_time_zone = COALESCE($6, customer_time_zone), scheduled_at = $7,
                sequence = sequence + 1, updated_at = now()
         WHERE id = $1`,
        [id, time.startsAt, time.endsAt, time.blockedFrom, time.blockedTo, timeZone, now],
      )
      .catch(takenOr);
  }

  // the orders of the checkouts that hold a time
  async heldInCheckouts(): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT order_id AS "orderId" FROM bookings WHERE status = 'held' AND order_id IS NOT NULL`,
    )) as { orderId: number }[];
    return rows.map((r) => r.orderId);
  }

  // holds that ran out before `now` are released, and so are holds of these checkouts' orders, which
  // ended without letting them go (a time chosen again while that checkout was being closed);
  // answers how many
  async releaseExpired(now: Date, endedOrderIds: number[]): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `UPDATE bookings b SET status = 'released', updated_at = now()
       WHERE b.status = 'held' AND (b.hold_expires_at <= $1 OR b.order_id = ANY($2::int[]))`,
      [now, endedOrderIds],
    )) as [unknown, number];
    return count;
  }

  // Holds that ran out but are still 'held' keep the constraint busy until the job releases them:
  // the ones overlapping a time about to be taken (a new hold, a move) are released first, in its transaction.
  // Before that, every write of a time to the calendar (a hold, a move) waits for the others' to end:
  // customers choosing overlapping times at once each waited on the other's row under the exclusion
  // constraint, and PostgreSQL broke that circle by failing them ("deadlock detected": 19 of 20
  // customers at once got a 500 in one of four full test runs). One at a time, the constraint still
  // decides, and each later one gets its 409.
  private async releaseRunOut(tx: EntityManager, time: Pick<BookedTime, 'blockedFrom' | 'blockedTo'>, now: Date) {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('bookings calendar'), 0)`);
    await tx.query(
      `UPDATE bookings SET status = 'released', updated_at = now()
       WHERE status = 'held' AND hold_expires_at <= $1
         AND tstzrange(blocked_from, blocked_to, '[)') && tstzrange($2, $3, '[)')`,
      [now, time.blockedFrom, time.blockedTo],
    );
  }
}
