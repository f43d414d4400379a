import { Injectable } from '@nestjs/common';
import { UsersService } from '../../auth';
import { SiteService } from '../../site';
import { formatPrice } from '../money';
import { type DaySales, type OfferFigures, SalesRepository } from './repositories/sales.repository';

export interface SalesSummary {
  revenue: { today: string; last7Days: string; last30Days: string };
  latestOrders: {
    id: number;
    createdAt: string;
    status: string;
    totalAmount: string;
    // the buyer's name, else their address; null once their account is deleted
    buyer: string | null;
    items: string[];
  }[];
}

export const LATEST_ORDERS = 5;

// The shop's side of the admin overview: revenue over the last days (net of refunds: a refunded
// order is not counted) and the latest orders. Days run in the site's time zone (Site settings).
@Injectable()
export class SalesService {
  constructor(
    private readonly sales: SalesRepository,
    private readonly users: UsersService,
    private readonly site: SiteService,
  ) {}

  async summary(now = new Date()): Promise<SalesSummary> {
    const [revenue, orders] = await Promise.all([
      this.site.timeZone().then((timeZone) => this.sales.revenue(timeZone, now)),
      this.sales.latest(LATEST_ORDERS),
    ]);
    const latestOrders = await Promise.all(
      orders.map(async (order) => {
        const buyer = order.userId === null ? null : await this.users.findById(order.userId);
        const name = buyer && `${buyer.firstName} ${buyer.lastName}`.trim();
        return {
          id: order.id,
          createdAt: order.createdAt.toISOString(),
          status: order.status,
          totalAmount: formatPrice(order.totalCents),
          buyer: buyer ? name || buyer.email : null,
          items: order.items.map((item) => item.title),
        };
      }),
    );
    return {
      revenue: {
        today: formatPrice(revenue.today),
        last7Days: formatPrice(revenue.last7Days),
        last30Days: formatPrice(revenue.last30Days),
      },
      latestOrders,
    };
  }

  // For the owner's analytics: each day from `from` to `to` (the site's days) with orders paid that day
  // (free ones too), their count and revenue net of refunds.
  async paidTotals(from: string, to: string): Promise<DaySales[]> {
    return this.sales.byDay(from, to, await this.site.timeZone());
  }

  // The orders paid from `from` to `to` (the site's days, by the day they were paid, as paidTotals counts
  // them), each with its revenue net of refunds, by order id.
  async paidOrdersBetween(from: string, to: string): Promise<Map<number, number>> {
    const rows = await this.sales.paidBetween(from, to, await this.site.timeZone());
    return new Map(rows.map((r) => [r.id, r.revenueCents]));
  }

  // the order bumps and upsells of the orders paid from `from` to `to` (the site's days)
  async offerFigures(from: string, to: string): Promise<OfferFigures> {
    return this.sales.offerFigures(from, to, await this.site.timeZone());
  }
}
