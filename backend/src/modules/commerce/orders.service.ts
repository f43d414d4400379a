import { Injectable } from '@nestjs/common';
import type { Page } from '../../core/paging/page';
import { pageOf, type PageQuery } from '../../core/paging/page-query.dto';
import { OrderEntity } from './entities/order.entity';
import { OrderSettlementService } from './order-settlement.service';
import { OrdersRepository } from './repositories/orders.repository';

// Open checkouts of the owner checked with the provider on a read, the newest few at once.
export const RECONCILE_AT_MOST = 3;

@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly settlement: OrderSettlementService,
  ) {}

  // The owner's orders, newest first: those paid or refunded, and those being paid right now
  // (pending, not expired). A recent pending order is first checked with the provider, so a payment
  // whose webhook is late or lost still shows as completed ("paid but no order").
  // A page at a time, with how many there are (the tab's label and pagination).
  async listForUser(userId: number, query: PageQuery, now = new Date()): Promise<Page<OrderEntity>> {
    if (!query.cursor) {
      const pending = await this.orders.findOpenPending(userId, now, RECONCILE_AT_MOST);
      await Promise.all(pending.map((o) => this.settlement.reconcile(o.paymentIntentId!)));
    }
    const [page, total] = await Promise.all([
      this.orders.listForOwner(userId, now, pageOf(query)),
      this.orders.countForOwner(userId, now),
    ]);
    return page.withTotal(total);
  }
}
