import { beforeEach } from 'vitest';
import type { AdminOrderDetailDto, AdminOrderDto } from '../admin/api';
import type { RouteHandler } from '../../../test/routes';
import { bindRoutes, routeTable } from '../../../test/routes';
import { sendJson, sendPage, setupTestApi } from '../../../test/test-api';

export function makeOrder(id: number, overrides: Partial<AdminOrderDto> = {}): AdminOrderDto {
  return {
    id,
    createdAt: '2025-06-03T15:45:00.000Z',
    completedAt: '2025-06-03T15:46:00.000Z',
    status: 'completed',
    buyer: { name: 'Ada Lovelace', email: 'ada@example.com' },
    itemCount: 1,
    itemsSummary: 'Focus Workbook',
    totalAmount: '$19.50',
    refundedAmount: '$0',
    productTypes: ['digital'],
    ...overrides,
  };
}

// The detail of `order`: one item, paid through Stripe, with its confirmation mail.
export function makeOrderDetail(order: AdminOrderDto): AdminOrderDetailDto {
  const { itemCount: _count, itemsSummary: _summary, productTypes: _types, ...shared } = order;
  return {
    ...shared,
    items: [
      {
        id: order.id * 10,
        productId: 3,
        title: order.itemsSummary,
        type: 'digital',
        price: order.totalAmount,
        quantity: 1,
        refunded: false,
        refundId: null,
      },
    ],
    payment: { provider: 'stripe', reference: `pi_${order.id}`, method: 'card' },
    shipping: null,
    coupon: null,
    refunds: [],
    timeline: [
      { at: order.createdAt, event: 'created', title: 'Order placed', refundId: null, mail: null },
      { at: order.completedAt!, event: 'paid', title: `Paid ${order.totalAmount} by card`, refundId: null, mail: null },
    ],
  };
}

// What the server's filters keep of `orders` (search by number or text, status, product type).
function matching(orders: AdminOrderDto[], query: URLSearchParams): AdminOrderDto[] {
  const search = query.get('search')?.toLowerCase() ?? '';
  const status = query.get('status');
  const type = query.get('type');
  return orders.filter(
    (o) =>
      (status ? o.status === status : ['completed', 'refunded'].includes(o.status)) &&
      (!type || o.productTypes.includes(type as never)) &&
      (!search || `#${o.id} ${o.itemsSummary} ${o.buyer?.email} ${o.buyer?.name}`.toLowerCase().includes(search)),
  );
}

type Orders = ReturnType<typeof setupOrdersApi>;

// a refund or a shipment asked for, and the API's answer
const action =
  (kind: 'refunds' | 'shipment'): RouteHandler<Orders> =>
  ({ res, params, body }, state) => {
    state.posted.push([kind, Number(params.id), body]);
    if (kind === 'shipment') {
      return sendJson(res, 200, { message: `Order #${params.id} is marked shipped; the buyer has been told.` });
    }
    return sendJson(res, 200, { status: 'succeeded', amount: '$60', message: 'Refunded $60 to the buyer’s card.' });
  };

const ROUTES = routeTable<Orders>({
  'GET /api/admin/orders': ({ req, res, query }, state) => sendPage(res, req.path, matching(state.orders, query)),
  'POST /api/admin/orders/{id}/refunds': action('refunds'),
  'POST /api/admin/orders/{id}/shipment': action('shipment'),
  'GET /api/admin/orders/{id}': ({ res, params }, state) => {
    const detail = state.details.get(Number(params.id));
    return detail ? sendJson(res, 200, detail) : sendJson(res, 404, { statusCode: 404, message: 'Order not found.' });
  },
});

// The admin's order routes over `orders` (three at the start of each test) and their `details`.
export function setupOrdersApi() {
  const api = setupTestApi();
  const state = {
    api,
    orders: [] as AdminOrderDto[],
    details: new Map<number, AdminOrderDetailDto>(),
    // the refunds and shipments asked for: [order id, body]
    posted: [] as [string, number, unknown][],
    // the reads of the list so far
    listCalls: () => api.server.requests.filter((r) => r.path.startsWith('/api/admin/orders?')).map((r) => r.path),
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => {
    state.posted = [];
    state.orders = [
      makeOrder(3, { itemsSummary: 'Hardcover ×2', productTypes: ['physical'], totalAmount: '$60' }),
      makeOrder(2, { status: 'refunded', refundedAmount: '$19.50', buyer: null }),
      makeOrder(1, { buyer: { name: 'Grace Hopper', email: 'grace@example.com' } }),
    ];
    state.details = new Map(state.orders.map((o) => [o.id, makeOrderDetail(o)]));
  });
  return state;
}
