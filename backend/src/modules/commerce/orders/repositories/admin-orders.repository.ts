import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
import { keysetPage, type KeysetOrder, type PageRequest } from '../../../../core/database/keyset';
import { containing } from '../../../../core/database/like';
import { INT4_MAX } from '../../../../core/http/int4';
import type { Page } from '../../../../core/paging/page';
import { OrderEntity, type OrderStatus } from '../../entities/order.entity';
import type { ProductType } from '../../entities/product.entity';
import { RefundEntity } from '../../entities/refund.entity';

// Which orders the owner's list shows; days (YYYY-MM-DD) are of when the order was placed, in `timeZone`.
export interface AdminOrdersFilter {
  statuses: OrderStatus[];
  type?: ProductType;
  search?: string;
  // the accounts whose address or name the search matches (auth's, read before the query)
  searchedBuyers?: number[];
  from?: string;
  to?: string;
  timeZone: string;
}

const NEWEST_FIRST: KeysetOrder = { alias: 'o', at: 'created_at', direction: 'DESC' };

// "#123" or "123": the order number searched for
function orderNumber(search: string): number | null {
  const match = /^#?\s*(\d{1,10})$/.exec(search);
  return match && Number(match[1]) <= INT4_MAX ? Number(match[1]) : null;
}

// The owner's reads of every order: the filtered list (by keyset, newest first) and an order's refunds.
@Injectable()
export class AdminOrdersRepository {
  constructor(
    @InjectRepository(OrderEntity) private readonly orders: Repository<OrderEntity>,
    @InjectRepository(RefundEntity) private readonly refunds: Repository<RefundEntity>,
  ) {}

  // a page of the list, without the orders' items
  page(filter: AdminOrdersFilter, page: PageRequest): Promise<Page<OrderEntity>> {
    return keysetPage(this.matching(filter), NEWEST_FIRST, page);
  }

  count(filter: AdminOrdersFilter): Promise<number> {
    return this.matching(filter).getCount();
  }

  refundsOf(orderId: number): Promise<RefundEntity[]> {
    return this.refunds.find({ where: { orderId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  private matching(filter: AdminOrdersFilter): SelectQueryBuilder<OrderEntity> {
    const query = this.orders
      .createQueryBuilder('o')
      .where('o.status IN (:...statuses)', { statuses: filter.statuses });
    const { type, search, searchedBuyers, from, to, timeZone } = filter;
    if (type)
      query.andWhere('EXISTS (SELECT 1 FROM order_items t WHERE t.order_id = o.id AND t.type = :type)', { type });
    if (from) query.andWhere('o.created_at >= (CAST(:from AS timestamp) AT TIME ZONE :timeZone)', { from, timeZone });
    if (to) {
      const end = `((CAST(:to AS timestamp) + interval '1 day') AT TIME ZONE :timeZone)`;
      query.andWhere(`o.created_at < ${end}`, { to, timeZone });
    }
    if (search) query.andWhere(this.searching(search, searchedBuyers ?? []));
    return query;
  }

  // the order number, the buyer's address or name, an item's title; "#123" is the order number only
  private searching(search: string, buyers: number[]): Brackets {
    const id = orderNumber(search);
    return new Brackets((where) => {
      if (id !== null) where.where('o.id = :orderId', { orderId: id });
      if (search.startsWith('#') && id !== null) return;
      where
        .orWhere('o.user_id = ANY(:buyers)', { buyers })
        .orWhere('EXISTS (SELECT 1 FROM order_items s WHERE s.order_id = o.id AND s.title ILIKE :search)', {
          search: containing(search),
        });
    });
  }
}
