import { Injectable } from '@nestjs/common';
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
  async listForUser(userId: number, now = new Date()): Promise<OrderEntity[]> {
    const pending = await this.orders.findOpenPending(userId, now, RECONCILE_AT_MOST);
    await Promise.all(pending.map((o) => this.settlement.reconcile(o.paymentIntentId!)));
    return this.orders.listForOwner(userId, now);
  }
}
