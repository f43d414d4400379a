import type { UserEntity } from '../../auth';
import type { Page } from '../../../core/paging/page';
import { csvLine } from '../../../core/text/csv';
import { itemLabel } from './dto/admin-order.dto';
import type { OrderEntity } from '../entities/order.entity';
import { formatPrice } from '../money';

// An order with its items, and its buyer while the account exists.
export interface OrderWithBuyer {
  order: OrderEntity;
  buyer: UserEntity | undefined;
}

const HEADER = [
  'number',
  'created_at',
  'paid_at',
  'status',
  'buyer_name',
  'buyer_email',
  'items',
  'total',
  'refunded',
  'payment_reference',
];

function orderLine({ order, buyer }: OrderWithBuyer): string {
  return csvLine([
    String(order.id),
    order.createdAt.toISOString(),
    order.completedAt?.toISOString() ?? '',
    order.status,
    buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : '',
    buyer?.email ?? '',
    order.items.map(itemLabel).join('; '),
    formatPrice(order.totalCents),
    formatPrice(order.refundedCents),
    order.paymentIntentId ?? '',
  ]);
}

// The orders list as CSV, a chunk per page: the header, then each page's lines; `next` reads the
// page after a cursor only when the reader asks for more.
export async function* ordersCsv(
  first: Page<OrderWithBuyer>,
  next: (cursor: string) => Promise<Page<OrderWithBuyer>>,
): AsyncGenerator<string> {
  yield csvLine(HEADER);
  for (let page = first; ; page = await next(page.next)) {
    if (page.items.length) yield page.items.map(orderLine).join('');
    if (!page.next) return;
  }
}
