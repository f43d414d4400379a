import { Injectable, NotFoundException } from '@nestjs/common';
import { Readable } from 'node:stream';
import { UsersService } from '../../auth';
import { SiteService } from '../../site';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import type { PageRequest } from '../../../core/database/keyset';
import { containing } from '../../../core/database/like';
import type { Page } from '../../../core/paging/page';
import { pageOf } from '../../../core/paging/page-query.dto';
import { localDayAndHour } from '../../../core/time/local-day';
import { type OrderWithBuyer, ordersCsv } from './admin-orders-csv';
import { CommerceErrors } from '../commerce.errors';
import { type AdminOrderDetailDto, toAdminOrderDetailDto } from './dto/admin-order-detail.dto';
import { type AdminOrderDto, toAdminOrderDto } from './dto/admin-order.dto';
import type { AdminOrdersFilterQuery, ListAdminOrdersQuery } from './dto/admin-orders.query';
import { orderTimeline } from './order-timeline';
import { type AdminOrdersFilter, AdminOrdersRepository } from './repositories/admin-orders.repository';
import { OrdersRepository } from '../repositories/orders.repository';

// Read a batch at a time, so the rows in memory stay few however many orders there are.
const EXPORT_BATCH = 500;

// The owner's Orders tab: every order that was paid or is being paid, filtered and paged, one order
// in detail with what happened to it, and the list as CSV.
@Injectable()
export class AdminOrdersService {
  constructor(
    private readonly adminOrders: AdminOrdersRepository,
    private readonly orders: OrdersRepository,
    private readonly users: UsersService,
    private readonly outbox: MailOutbox,
    private readonly site: SiteService,
  ) {}

  async list(query: ListAdminOrdersQuery): Promise<Page<AdminOrderDto>> {
    const filter = await this.filterOf(query);
    const [page, total] = await Promise.all([this.withBuyers(filter, pageOf(query)), this.adminOrders.count(filter)]);
    return page.map(({ order, buyer }) => toAdminOrderDto(order, buyer)).withTotal(total);
  }

  async get(orderId: number): Promise<AdminOrderDetailDto> {
    const order = await this.orders.findWithItems(orderId);
    if (!order) throw new NotFoundException(CommerceErrors.orderNotFound);
    const [buyer, refunds, mails] = await Promise.all([
      order.userId === null ? null : this.users.findById(order.userId),
      this.adminOrders.refundsOf(orderId),
      this.outbox.mailsAbout(`order:${orderId}`),
    ]);
    return toAdminOrderDetailDto(order, buyer, refunds, orderTimeline(order, refunds, mails));
  }

  // The CSV, streamed: the first batch is read before answering (so a failure is an error answer,
  // not a cut file), the next one only once the client has taken what was sent (backpressure).
  async exportCsv(query: AdminOrdersFilterQuery): Promise<{ fileName: string; csv: Readable }> {
    const filter = await this.filterOf(query);
    const first = await this.withBuyers(filter, { limit: EXPORT_BATCH });
    const next = (cursor: string) => this.withBuyers(filter, { limit: EXPORT_BATCH, cursor });
    const day = localDayAndHour(new Date(), filter.timeZone).day;
    return { fileName: `orders-${day}.csv`, csv: Readable.from(ordersCsv(first, next), { objectMode: false }) };
  }

  // a page of orders with their items and buyers, read in one query each
  private async withBuyers(filter: AdminOrdersFilter, page: PageRequest): Promise<Page<OrderWithBuyer>> {
    const orders = await this.adminOrders.page(filter, page);
    const userIds = orders.items.flatMap((order) => (order.userId === null ? [] : [order.userId]));
    const [users] = await Promise.all([
      this.users.findByIds([...new Set(userIds)]),
      this.orders.attachItems(orders.items),
    ]);
    const buyers = new Map(users.map((user) => [user.id, user]));
    return orders.map((order) => ({ order, buyer: order.userId === null ? undefined : buyers.get(order.userId) }));
  }

  private async filterOf(query: AdminOrdersFilterQuery): Promise<AdminOrdersFilter> {
    return {
      // by default the orders that were paid; the others when asked for by their status
      statuses: query.status ? [query.status] : ['completed', 'refunded'],
      type: query.type,
      search: query.search || undefined,
      searchedBuyers: query.search ? await this.users.idsMatching(containing(query.search)) : undefined,
      from: query.from,
      to: query.to,
      timeZone: await this.site.timeZone(),
    };
  }
}
