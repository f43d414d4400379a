import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Page } from '../../../core/paging/page';
import { pageOf, type PageQuery } from '../../../core/paging/page-query.dto';
import { CommerceErrors } from '../commerce.errors';
import { OrderEntity } from '../entities/order.entity';
import { CommerceMails } from '../mails/commerce-mails';
import { orderConfirmationMail } from './mails/order-confirmation.mail';
import { OrderSettlementService } from './order-settlement.service';
import { OrdersRepository } from '../repositories/orders.repository';

// Open checkouts of the owner checked with the provider on a read, the newest few at once.
export const RECONCILE_AT_MOST = 3;

@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly settlement: OrderSettlementService,
    private readonly mails: CommerceMails,
    private readonly dataSource: DataSource,
  ) {}

  // one of the owner's orders (as the list shows them); 404 for anyone else's
  async getForUser(userId: number, orderId: number, now = new Date()): Promise<OrderEntity> {
    const order = await this.orders.findForOwner(userId, orderId, now);
    if (!order) throw new NotFoundException(CommerceErrors.orderNotFound);
    return order;
  }

  // "Send the receipt again": the order confirmation once more, through the outbox, for a paid order
  async resendReceipt(userId: number, orderId: number, now = new Date()): Promise<void> {
    const order = await this.getForUser(userId, orderId, now);
    if (order.status !== 'completed') throw new ConflictException(CommerceErrors.receiptNotYet);
    const again = `order:${order.id}:again:${now.toISOString()}`; // a mail of its own
    await this.dataSource.transaction((tx) =>
      this.mails.toBuyer(tx, order, orderConfirmationMail, again, { orderId: order.id }),
    );
  }

  // the owner's newest open checkouts checked with the provider (a webhook late or lost)
  async reconcileOpen(userId: number, now = new Date()): Promise<void> {
    const pending = await this.orders.findOpenPending(userId, now, RECONCILE_AT_MOST);
    await Promise.all(pending.map((o) => this.settlement.reconcile(o.paymentIntentId!)));
  }

  // The owner's orders, newest first: those paid or refunded, and those being paid right now
  // (pending, not expired). A recent pending order is first checked with the provider, so a payment
  // whose webhook is late or lost still shows as completed ("paid but no order").
  // A page at a time, with how many there are (the tab's label and pagination).
  async listForUser(userId: number, query: PageQuery, now = new Date()): Promise<Page<OrderEntity>> {
    if (!query.cursor) await this.reconcileOpen(userId, now);
    const [page, total] = await Promise.all([
      this.orders.listForOwner(userId, now, pageOf(query)),
      this.orders.countForOwner(userId, now),
    ]);
    return page.withTotal(total);
  }
}
