import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { OrderEntity } from '../../entities/order.entity';

// the paid orders of a day and what they brought net of refunds
export interface DaySales {
  day: string;
  orders: number;
  revenueCents: number;
}

// A paid order is one completed, or completed then refunded in full (it was paid; it brings nothing).
const PAID = `status IN ('completed', 'refunded') AND completed_at IS NOT NULL`;
// ...and paid from day $1 to day $2 (YYYY-MM-DD, both included) in time zone $3
const PAID_BETWEEN = `${PAID}
          AND completed_at >= ($1::date::timestamp AT TIME ZONE $3)
          AND completed_at < (($2::date + 1)::timestamp AT TIME ZONE $3)`;

// The order bumps and upsells of the orders paid in a period: how many orders offered one, how many
// took it, and what they brought net of the items refunded.
export interface OfferFigures {
  bumpsOffered: number;
  bumpsTaken: number;
  bumpRevenueCents: number;
  upsellsOffered: number;
  upsellsTaken: number;
  upsellRevenueCents: number;
}

export interface RevenueCents {
  today: number;
  last7Days: number;
  last30Days: number;
}

// What the shop has sold, for the owner's overview: paid orders net of what was refunded (a fully
// refunded order counts for nothing), by when they were paid, in the site's time zone.
@Injectable()
export class SalesRepository {
  constructor(@InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>) {}

  // today since midnight, and the last 7 and 30 days including today, in `timeZone`
  async revenue(timeZone: string, now: Date): Promise<RevenueCents> {
    const [row] = (await this.orders.query(
      `WITH day AS (SELECT date_trunc('day', $2::timestamptz AT TIME ZONE $1) AS start)
       SELECT coalesce(sum(total_cents - refunded_cents) FILTER (WHERE completed_at >= (day.start AT TIME ZONE $1)), 0)::int AS today,
              coalesce(sum(total_cents - refunded_cents) FILTER (WHERE completed_at >= ((day.start - interval '6 days') AT TIME ZONE $1)), 0)::int AS "last7Days",
              coalesce(sum(total_cents - refunded_cents), 0)::int AS "last30Days"
         FROM orders, day
        WHERE status = 'completed' AND completed_at >= ((day.start - interval '29 days') AT TIME ZONE $1)
          AND completed_at <= $2`,
      [timeZone, now],
    )) as RevenueCents[];
    return row;
  }

  // the newest paid or refunded orders, with their items
  latest(count: number): Promise<OrderEntity[]> {
    return this.orders.find({
      where: [{ status: 'completed' }, { status: 'refunded' }],
      relations: { items: true },
      order: { createdAt: 'DESC', id: 'DESC', items: { id: 'ASC' } },
      take: count,
    });
  }

  // Each day from `from` to `to` (YYYY-MM-DD in `timeZone`) with paid orders, by the day they were paid.
  async byDay(from: string, to: string, timeZone: string): Promise<DaySales[]> {
    return this.orders.query(
      `SELECT to_char((completed_at AT TIME ZONE $3)::date, 'YYYY-MM-DD') AS day, count(*)::int AS orders,
              coalesce(sum(total_cents - refunded_cents), 0)::int AS "revenueCents"
         FROM orders
        WHERE ${PAID_BETWEEN}
        GROUP BY 1 ORDER BY 1`,
      [from, to, timeZone],
    );
  }

  // Offered: an order paid in the period whose checkout showed a bump, or whose product had an
  // upsell; taken: a bump item in it, an upsell order linked to it (the upsell is counted with the
  // order it followed). The revenue is the items' (price less coupon share), refunded ones left out.
  async offerFigures(from: string, to: string, timeZone: string): Promise<OfferFigures> {
    const [row] = (await this.orders.query(
      `WITH paid AS (SELECT * FROM orders WHERE ${PAID_BETWEEN}),
            taken AS (
              SELECT i.offer_kind AS kind, i.price_cents * i.quantity - i.discount_cents AS cents, i.refund_id
                FROM order_items i JOIN orders o ON o.id = i.order_id
               WHERE i.offer_kind = 'bump' AND o.id IN (SELECT id FROM paid)
              UNION ALL
              SELECT i.offer_kind, i.price_cents * i.quantity - i.discount_cents, i.refund_id
                FROM order_items i JOIN paid p ON p.upsell_order_id = i.order_id
               WHERE i.offer_kind = 'upsell')
       SELECT (SELECT count(*) FROM paid WHERE bump_offered)::int AS "bumpsOffered",
              (SELECT count(*) FROM paid p WHERE EXISTS (SELECT 1 FROM order_items i
                 WHERE i.order_id = p.id AND i.offer_kind = 'bump'))::int AS "bumpsTaken",
              (SELECT coalesce(sum(cents) FILTER (WHERE refund_id IS NULL), 0) FROM taken WHERE kind = 'bump')::int
                AS "bumpRevenueCents",
              (SELECT count(*) FROM paid WHERE upsell_offer_id IS NOT NULL OR upsell_order_id IS NOT NULL)::int
                AS "upsellsOffered",
              (SELECT count(*) FROM paid WHERE upsell_order_id IS NOT NULL)::int AS "upsellsTaken",
              (SELECT coalesce(sum(cents) FILTER (WHERE refund_id IS NULL), 0) FROM taken WHERE kind = 'upsell')::int
                AS "upsellRevenueCents"`,
      [from, to, timeZone],
    )) as OfferFigures[];
    return row;
  }

  // the orders paid from `from` to `to` (YYYY-MM-DD in `timeZone`), and what each brought net of refunds
  async paidBetween(from: string, to: string, timeZone: string): Promise<{ id: number; revenueCents: number }[]> {
    return this.orders.query(
      `SELECT id, total_cents - refunded_cents AS "revenueCents" FROM orders WHERE ${PAID_BETWEEN}`,
      [from, to, timeZone],
    );
  }
}
