import { beforeEach } from 'vitest';
import type { CouponQuoteDto, UserDto } from '../../../api';
import type { BumpOfferDto, UpsellOfferDto } from '../offers-api';
import type { Handler } from '../../../test/test-api';
import { error, makeUser, sendJson, sendPage, setupTestApi } from '../../../test/test-api';
import type { RouteCall, RouteHandler } from '../../../test/routes';
import { bindRoutes, routeTable } from '../../../test/routes';
import type {
  DownloadDto,
  OrderDto,
  PaymentConfigDto,
  ProductDto,
  ProductPlanDto,
  ReviewDto,
  ShippingAddressDto,
} from '../api';

let nextId = 1;
export function makeProduct(overrides: Partial<ProductDto> = {}): ProductDto {
  const id = overrides.id ?? nextId++;
  return {
    id,
    type: 'digital',
    category: 'Guides',
    title: `Product ${id}`,
    slug: `product-${id}`,
    description: `The description of product ${id}.`,
    price: '$49.99',
    downloads: null,
    students: null,
    duration: null,
    rating: null,
    reviewCount: 0,
    sku: null,
    weight: null,
    dimensions: null,
    inventory: 0,
    lowStockAlert: 5,
    requiresShipping: false,
    tags: [],
    metaDescription: null,
    digitalFileUrl: null,
    digitalFileName: null,
    imageUrls: [],
    imageUrl: '/images/product-placeholder.svg',
    announcedAt: null,
    archived: false,
    draft: false,
    demo: false,
    plan: null,
    ...overrides,
  };
}

// The server's "$70", "$33.34" of cents.
const price = (cents: number) =>
  `$${Math.floor(cents / 100)}${cents % 100 ? `.${String(cents % 100).padStart(2, '0')}` : ''}`;

// A product's plan as the API says it: the total split in whole cents, the first instalment taking
// what does not divide ($100 in 3: $33.34, then $33.33).
export function makePlan(instalments: number, totalCents: number): ProductPlanDto {
  const each = Math.floor(totalCents / instalments);
  const first = totalCents - each * (instalments - 1);
  return {
    instalments,
    total: price(totalCents),
    firstAmount: price(first),
    firstAmountCents: first,
    amount: price(each),
  };
}

type Saved = ProductDto & {
  notifyProductUpdates?: boolean;
  planInstalments?: number | null;
  planTotal?: string | null;
};

// A saved product as the API answers it: "Tell subscribers to product updates" announces it once;
// the plan's two fields (both or neither, null clears it) make its plan.
function announced(product: Saved): ProductDto {
  const { notifyProductUpdates, planInstalments, planTotal, ...saved } = product;
  if (notifyProductUpdates && !saved.announcedAt) saved.announcedAt = new Date().toISOString();
  if (planInstalments !== undefined) {
    const cents = Math.round(Number(String(planTotal).replace(/^\$/, '')) * 100);
    saved.plan = planInstalments && planTotal ? makePlan(planInstalments, cents) : null;
  }
  return saved;
}

export function makeOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: 7,
    createdAt: '2025-06-03T15:45:00',
    status: 'completed',
    totalAmount: '$49.99',
    refundedAmount: null,
    paymentMethod: 'test card',
    shipping: null,
    coupon: null,
    items: [
      {
        productId: 1,
        title: 'The Calm Leader Workbook',
        type: 'digital',
        price: '$49.99',
        quantity: 1,
        refunded: false,
      },
    ],
    ...overrides,
  };
}

export const PRODUCT_SOLD =
  'This product is in an order or a checkout, so it cannot be deleted. Archive it instead: it leaves the shop.';

// an address a customer ships to
export const SHIPPING_ADDRESS: ShippingAddressDto = {
  name: 'Ada Lovelace',
  line1: '12 Market Street',
  line2: null,
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'United States',
};

export const CLIENT_SECRET = 'offline_pi_12_a1b2c3_secret_d4e5f6';
export const PAYING_CARD = '4242424242424242';
export const DECLINED = 'Your card was declined. Use the test card 4242 4242 4242 4242.';

type Shop = ReturnType<typeof setupShopApi>;

// the signed-in visitor's routes
const signedIn =
  (handle: RouteHandler<Shop>): RouteHandler<Shop> =>
  (call, shop) =>
    shop.auth.signedIn ? handle(call, shop) : error(call.res, 401, 'Please sign in to continue.');

// an admin's routes (a deletion is refused as such, signed in or not)
const admin =
  (handle: RouteHandler<Shop>): RouteHandler<Shop> =>
  (call, shop) => {
    const user = shop.auth.signedIn;
    if (!user && call.req.method !== 'DELETE') return error(call.res, 401, 'Please sign in to continue.');
    if (user?.role !== 'admin') return error(call.res, 403, 'This needs an administrator account.');
    return handle(call, shop);
  };

function moderate(shop: Shop, res: RouteCall['res'], id: number, hidden: boolean) {
  const review = shop.reviews.find((r) => r.id === id);
  if (!review) return error(res, 404, 'This review no longer exists.');
  review.hidden = hidden;
  return sendJson(res, 200, review);
}

const dollars = (price: unknown) => `$${String(price).replace(/^\$/, '')}`;

// A product the admin creates, or the demo product; a new product of a type that starts as a
// draft (the server's courses: a course's tests say so) is out of the shop and not announced.
const createProduct: RouteHandler<Shop> = ({ req, res, body }, shop) => {
  const demo = req.path === '/api/demo/create-product';
  const made = makeProduct({
    ...(demo ? { title: 'Demo Product', price: '$49.99', demo: true } : body),
    price: body.price ? dollars(body.price) : '$49.99',
  });
  const draft = shop.startsAsDraft.has(made.type);
  const product = draft
    ? { ...announced({ ...made, notifyProductUpdates: false }), draft, archived: true }
    : announced(made);
  shop.products = [product, ...shop.products];
  return sendJson(res, 201, product);
};

const archiving =
  (archived: boolean): RouteHandler<Shop> =>
  ({ res, params }, shop) => {
    const product = shop.products.find((p) => p.id === Number(params.id));
    if (!product) return error(res, 404, 'This product no longer exists.');
    product.archived = archived;
    if (!archived) product.draft = false;
    return sendJson(res, 200, product);
  };

// The shop's routes: products, checkout with the offline provider, orders and downloads, with the
// real routes, answers and messages.
const ROUTES = routeTable<Shop>({
  // the whole list (an admin's with the archived ones), or with limit or cursor the shop a page at a time
  'GET /api/products': ({ req, res, query }, shop) => {
    const type = query.get('type');
    const ofType = shop.products.filter((p) => !type || p.type === type);
    if (!query.has('limit') && !query.has('cursor')) return sendJson(res, 200, ofType);
    return sendPage(
      res,
      req.path,
      ofType.filter((p) => !p.archived),
    );
  },
  'GET /api/payments/config': ({ res }, shop) => sendJson(res, 200, shop.config),
  'GET /api/account/owned-products': signedIn(({ res }, shop) => sendJson(res, 200, { productIds: shop.owned })),
  'GET /api/shop/coming-soon': ({ res }, shop) => sendJson(res, 200, { productIds: shop.comingSoon }),
  'GET /api/products/{id}/reviews': ({ res }, shop) =>
    sendJson(res, 200, { reviews: shop.reviews, canReview: shop.canReview }),
  'POST /api/products/{id}/reviews': signedIn(({ res, body }, shop) => {
    const review = { id: 90, author: 'Casey C.', createdAt: '2025-06-05T10:00:00Z', hidden: false, ...body };
    shop.reviews = [review, ...shop.reviews];
    shop.canReview = false;
    return sendJson(res, 201, review);
  }),
  // the owner hides a review from the product's page, or shows it again
  'POST /api/admin/reviews/{id}/hide': admin(({ res, params }, shop) => moderate(shop, res, Number(params.id), true)),
  'POST /api/admin/reviews/{id}/show': admin(({ res, params }, shop) => moderate(shop, res, Number(params.id), false)),
  'GET /api/products/{product}': ({ res, params }, shop) => {
    const product = shop.products.find((p) => p.slug === params.product);
    return product ? sendJson(res, 200, product) : error(res, 404, 'This product no longer exists.');
  },
  // a plan's first instalment too, whichever the provider (with Stripe its intent saves the card)
  'GET /api/checkout/bumps': signedIn(({ res }, shop) => sendJson(res, 200, { bumps: shop.bumps })),
  'GET /api/upsell-offers': signedIn(({ res }, shop) => sendJson(res, 200, { offers: shop.upsells })),
  'POST /api/upsell-offers/{orderId}/decline': signedIn(({ res, params }, shop) => {
    shop.upsells = shop.upsells.filter((o) => o.orderId !== Number(params.orderId));
    res.statusCode = 204;
    res.end();
  }),
  'POST /api/create-payment-intent': signedIn(({ res }) => sendJson(res, 200, { clientSecret: CLIENT_SECRET })),
  'POST /api/payments/offline/confirm': signedIn(({ res, body }) =>
    body.cardNumber === PAYING_CARD
      ? sendJson(res, 200, { status: 'succeeded', message: 'Payment Successful!' })
      : sendJson(res, 200, { status: 'declined', message: DECLINED }),
  ),
  'GET /api/orders': signedIn(({ res }, shop) => sendJson(res, 200, shop.orders)),
  'GET /api/downloads': signedIn(({ res }, shop) => sendJson(res, 200, shop.downloads)),
  'POST /api/coupons/check': signedIn(({ res, body }, shop) => {
    const quote = shop.coupons.get(String(body.code).toUpperCase());
    return quote
      ? sendJson(res, 200, quote)
      : error(res, 400, 'This code is not valid. Please check it and try again.');
  }),
  'GET /api/account/shipping-address': signedIn(({ res }, shop) =>
    sendJson(res, 200, { address: shop.shippingAddress }),
  ),
  'PUT /api/account/shipping-address': signedIn(({ res, body }, shop) => {
    shop.shippingAddress = { line2: null, region: null, ...body } as ShippingAddressDto;
    return sendJson(res, 200, { address: shop.shippingAddress });
  }),
  'GET /api/orders/{id}': ({ res, params }, shop) => {
    const order = shop.orders.find((o) => o.id === Number(params.id));
    return order ? sendJson(res, 200, order) : error(res, 404, 'Order not found.');
  },
  'POST /api/orders/{id}/receipt': signedIn(({ res, params }, shop) => {
    const order = shop.orders.find((o) => o.id === Number(params.id));
    if (!order) return error(res, 404, 'Order not found.');
    if (order.status !== 'completed') return error(res, 409, 'The receipt is sent once the order is paid.');
    return sendJson(res, 200, { message: `We have sent the receipt to ${shop.auth.signedIn?.email} again.` });
  }),
  'POST /api/upload/digital': admin(({ res }) =>
    sendJson(res, 201, {
      file: { path: 'private:0123456789abcdef0123456789abcdef.txt', originalName: 'workbook.txt' },
    }),
  ),
  'POST /api/upload/images': admin(({ res }) =>
    sendJson(res, 201, { imageUrls: ['/api/uploads/images/0123456789abcdef01234567.png'] }),
  ),
  'POST /api/products': admin(createProduct),
  'POST /api/demo/create-product': admin(createProduct),
  'POST /api/products/{id}/archive': admin(archiving(true)),
  'POST /api/products/{id}/unarchive': admin(archiving(false)),
  'DELETE /api/products/{product}': admin(({ res, params }, shop) => {
    const id = Number(params.product);
    if (!shop.products.some((p) => p.id === id)) return error(res, 404, 'This product no longer exists.');
    if (shop.sold.has(id)) return error(res, 409, PRODUCT_SOLD);
    shop.products = shop.products.filter((p) => p.id !== id);
    res.writeHead(204).end();
  }),
  'POST /api/demo/retire-products': admin(({ res }, shop) => {
    const retiring = shop.products.filter((p) => p.demo && !p.archived);
    retiring.forEach((p) => (p.archived = true));
    return sendJson(res, 200, { archived: retiring.length });
  }),
  'PATCH /api/products/{product}': admin(({ res, params, body }, shop) => {
    const id = Number(params.product);
    const before = shop.products.find((p) => p.id === id);
    if (!before) return error(res, 404, 'This product no longer exists.');
    const after = announced({ ...before, ...body, price: body.price ? dollars(body.price) : before.price });
    shop.products = shop.products.map((p) => (p.id === id ? after : p));
    return sendJson(res, 200, after);
  }),
});

// The shop's routes on the shared test API (src/test/test-api). `shop.handler` may answer a
// request first (a failure, a held-back answer).
export function setupShopApi() {
  const auth = setupTestApi();
  const shop = {
    auth,
    products: [] as ProductDto[],
    // ids of products an order has had: the API refuses to delete them
    sold: new Set<number>(),
    // the product types whose new products start as drafts (the server's product types say it)
    startsAsDraft: new Set<string>(),
    orders: [] as OrderDto[],
    downloads: [] as DownloadDto[],
    config: { provider: 'offline', publishableKey: null } as PaymentConfigDto,
    // the signed-in customer's saved shipping address
    shippingAddress: null as ShippingAddressDto | null,
    // the products the signed-in customer owns, and those not sold yet
    owned: [] as number[],
    comingSoon: [] as number[],
    // the reviews of every product, and whether the signed-in visitor may write one
    reviews: [] as ReviewDto[],
    canReview: false,
    // the codes the server takes, by upper-case code: what each takes off
    coupons: new Map<string, CouponQuoteDto>(),
    // the order bumps a checkout shows, and the one-click offers after a payment
    bumps: [] as BumpOfferDto[],
    upsells: [] as UpsellOfferDto[],
    get handler() {
      return auth.handler;
    },
    set handler(handler: Handler | undefined) {
      auth.handler = handler;
    },
    signIn: (user: UserDto = makeUser()) => auth.signIn(user),
    // the requests to a path (without the query), e.g. what a form sent
    calls: (path: string, method = 'POST') =>
      auth.server.requests.filter((r) => r.path.split('?')[0] === path && r.method === method),
    json: (path: string, method = 'POST') => shop.calls(path, method).map((r) => JSON.parse(r.body) as unknown),
  };
  auth.use(bindRoutes(ROUTES, shop));

  beforeEach(() => {
    shop.products = [];
    shop.sold = new Set();
    shop.startsAsDraft = new Set();
    shop.orders = [];
    shop.downloads = [];
    shop.shippingAddress = null;
    shop.owned = [];
    shop.comingSoon = [];
    shop.coupons = new Map();
    shop.bumps = [];
    shop.upsells = [];
    shop.reviews = [];
    shop.canReview = false;
    shop.config = { provider: 'offline', publishableKey: null, shippingRateCents: 0 };
  });
  return shop;
}

// Holds the next answer to `path` back until release() (to see a loading state), then sends `answer`.
export function holdBack(shop: ReturnType<typeof setupShopApi>, path: string, answer: () => unknown) {
  let released = false;
  let send: (() => void) | undefined;
  const previous = shop.handler;
  shop.handler = (req, res) => {
    if (req.path.split('?')[0] !== path) return previous?.(req, res);
    shop.handler = previous;
    res.writeHead(200, { 'Content-Type': 'application/json' }); // sent headers: the fake API lets go
    send = () => res.end(JSON.stringify(answer()));
    if (released) send();
  };
  return {
    release() {
      released = true;
      send?.();
    },
  };
}
