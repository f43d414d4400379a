import { beforeEach } from 'vitest';
import type { CouponDto, CreateCouponDto } from '../admin/api';
import type { ProductDto } from '../api';
import { makeProduct } from './shop-api';
import type { RouteHandler } from '../../../test/routes';
import { bindRoutes, routeTable } from '../../../test/routes';
import { sendJson, setupTestApi } from '../../../test/test-api';

export function makeCoupon(id: number, overrides: Partial<CouponDto> = {}): CouponDto {
  return {
    id,
    code: `CODE${id}`,
    percentOff: 10,
    amountOff: null,
    expiresAt: null,
    usageLimit: null,
    perCustomerLimit: null,
    minOrder: '$0',
    productIds: null,
    timesUsed: 0,
    active: true,
    createdAt: '2025-06-01T09:00:00.000Z',
    ...overrides,
  };
}

const price = (dollars: number) => `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;

type ShopTab = ReturnType<typeof setupShopTabApi>;

const couponAt =
  (active: boolean): RouteHandler<ShopTab> =>
  ({ res, params }, state) => {
    const coupon = state.coupons.find((c) => c.id === Number(params.id));
    if (!coupon) return sendJson(res, 404, { statusCode: 404, message: 'This coupon no longer exists.' });
    coupon.active = active;
    return sendJson(res, 200, coupon);
  };

// The Shop tab's routes with the real API's answers and messages.
const ROUTES = routeTable<ShopTab>({
  'GET /api/products': ({ res }, state) => sendJson(res, 200, state.products),
  'GET /api/admin/coupons': ({ res }, state) => sendJson(res, 200, state.coupons),
  'GET /api/admin/shop-settings': ({ res }, state) => sendJson(res, 200, { shippingRate: state.shippingRate }),
  'PUT /api/admin/shop-settings': ({ res, body }, state) => {
    state.shippingRate = price((body as { shippingRate: number }).shippingRate);
    return sendJson(res, 200, { shippingRate: state.shippingRate });
  },
  'POST /api/admin/coupons': ({ res, body: sent }, state) => {
    const body = sent as CreateCouponDto;
    const taken = state.coupons.some((c) => c.code.toLowerCase() === body.code.toLowerCase());
    if (taken) return sendJson(res, 409, { statusCode: 409, message: `The code "${body.code}" already exists.` });
    const coupon = makeCoupon(Math.max(0, ...state.coupons.map((c) => c.id)) + 1, {
      code: body.code,
      percentOff: body.percentOff ?? null,
      amountOff: body.amountOff == null ? null : price(body.amountOff),
      expiresAt: body.expiresAt ?? null,
      usageLimit: body.usageLimit ?? null,
      perCustomerLimit: body.perCustomerLimit ?? null,
      minOrder: price(body.minOrder ?? 0),
      productIds: body.productIds ?? null,
    });
    state.coupons.unshift(coupon);
    return sendJson(res, 201, coupon);
  },
  'POST /api/admin/coupons/{id}/activate': couponAt(true),
  'POST /api/admin/coupons/{id}/deactivate': couponAt(false),
});

// The Shop tab's state: the coupons (two at the start of each test, newest first), the flat
// shipping rate, and the shop's products for their titles.
export function setupShopTabApi() {
  const api = setupTestApi();
  const state = {
    api,
    coupons: [] as CouponDto[],
    products: [] as ProductDto[],
    shippingRate: '$5',
    // the JSON bodies sent to a path
    sent: (path: string, method = 'POST') => api.calls(path, method).map((r) => JSON.parse(r.body) as unknown),
  };
  api.use(bindRoutes(ROUTES, state));
  beforeEach(() => {
    state.products = [
      makeProduct({ id: 3, title: 'Focus Workbook' }),
      makeProduct({ id: 4, title: 'Calm Leader Course' }),
      makeProduct({ id: 5, title: 'Old Guide', archived: true }),
    ];
    state.coupons = [
      makeCoupon(2, {
        code: 'SPRING5',
        percentOff: null,
        amountOff: '$5',
        expiresAt: '2025-06-30T21:00:00.000Z',
        usageLimit: 100,
        perCustomerLimit: 1,
        minOrder: '$50',
        productIds: [3, 4],
        timesUsed: 3,
      }),
      makeCoupon(1, { code: 'WELCOME10', timesUsed: 7, active: false }),
    ];
    state.shippingRate = '$5';
  });
  return state;
}
