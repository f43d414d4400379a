import { beforeEach } from 'vitest';
import type { CouponQuoteDto, UserDto } from '../../../api';
import type { Handler } from '../../../test/test-api';
import { makeUser, sendJson, setupTestApi } from '../../../test/test-api';
import type { DownloadDto, OrderDto, PaymentConfigDto, ProductDto, ReviewDto, ShippingAddressDto } from '../api';

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
    demo: false,
    ...overrides,
  };
}

// A saved product as the API answers it: "Tell subscribers to product updates" announces it once.
function announced(product: ProductDto & { notifyProductUpdates?: boolean }): ProductDto {
  const { notifyProductUpdates, ...saved } = product;
  if (notifyProductUpdates && !saved.announcedAt) saved.announcedAt = new Date().toISOString();
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

export const CLIENT_SECRET = 'offline_pi_12_a1b2c3_secret_d4e5f6';
export const PAYING_CARD = '4242424242424242';
export const DECLINED = 'Your card was declined. Use the test card 4242 4242 4242 4242.';

const error = (res: Parameters<Handler>[1], statusCode: number, message: string) =>
  sendJson(res, statusCode, { statusCode, message });

// The shop's routes on the shared test API (src/test/test-api): products, checkout with
// the offline provider, orders and downloads, with the real routes, answers and messages.
// `shop.handler` may answer a request first (a failure, a held-back answer).
export function setupShopApi() {
  const auth = setupTestApi();
  const shop = {
    auth,
    products: [] as ProductDto[],
    // ids of products an order has had: the API refuses to delete them
    sold: new Set<number>(),
    orders: [] as OrderDto[],
    downloads: [] as DownloadDto[],
    config: { provider: 'offline', publishableKey: null } as PaymentConfigDto,
    // the signed-in customer's saved shipping address
    shippingAddress: null as ShippingAddressDto | null,
    // the reviews of every product, and whether the signed-in visitor may write one
    reviews: [] as ReviewDto[],
    canReview: false,
    // the codes the server takes, by upper-case code: what each takes off
    coupons: new Map<string, CouponQuoteDto>(),
    handler: undefined as Handler | undefined,
    signIn: (user: UserDto = makeUser()) => auth.signIn(user),
    // the requests to a path (without the query), e.g. what a form sent
    calls: (path: string, method = 'POST') =>
      auth.server.requests.filter((r) => r.path.split('?')[0] === path && r.method === method),
    json: (path: string, method = 'POST') => shop.calls(path, method).map((r) => JSON.parse(r.body) as unknown),
  };

  const respond: Handler = (req, res) => {
    shop.handler?.(req, res);
    if (res.headersSent) return;
    const path = req.path.split('?')[0];
    const route = `${req.method} ${path}`;
    const body = req.body && req.headers['content-type']?.startsWith('application/json') ? JSON.parse(req.body) : {};
    const signedIn = auth.signedIn;
    const admin = signedIn?.role === 'admin';

    if (route === 'GET /api/products') return sendJson(res, 200, shop.products);
    if (route === 'GET /api/payments/config') return sendJson(res, 200, shop.config);
    const reviewed = /^(GET|POST) \/api\/products\/(\d+)\/reviews$/.exec(route);
    if (reviewed?.[1] === 'GET') return sendJson(res, 200, { reviews: shop.reviews, canReview: shop.canReview });
    if (reviewed && signedIn) {
      const review = { id: 90, author: 'Casey C.', createdAt: '2025-06-05T10:00:00Z', hidden: false, ...body };
      shop.reviews = [review, ...shop.reviews];
      shop.canReview = false;
      return sendJson(res, 201, review);
    }
    const one = /^GET \/api\/products\/([^/]+)$/.exec(route);
    if (one) {
      const product = shop.products.find((p) => p.slug === decodeURIComponent(one[1]));
      return product ? sendJson(res, 200, product) : error(res, 404, 'This product no longer exists.');
    }

    if (!signedIn && /^(POST|PATCH|PUT) |^GET \/api\/(orders|downloads|account\/shipping-address)$/.test(route)) {
      return error(res, 401, 'Please sign in to continue.');
    }
    switch (route) {
      case 'POST /api/create-payment-intent':
        return sendJson(res, 200, { clientSecret: CLIENT_SECRET });
      case 'POST /api/payments/offline/confirm':
        return body.cardNumber === PAYING_CARD
          ? sendJson(res, 200, { status: 'succeeded', message: 'Payment Successful!' })
          : sendJson(res, 200, { status: 'declined', message: DECLINED });
      case 'GET /api/orders':
        return sendJson(res, 200, shop.orders);
      case 'GET /api/downloads':
        return sendJson(res, 200, shop.downloads);
      case 'POST /api/coupons/check': {
        const quote = shop.coupons.get(String(body.code).toUpperCase());
        return quote
          ? sendJson(res, 200, quote)
          : error(res, 400, 'This code is not valid. Please check it and try again.');
      }
      case 'GET /api/account/shipping-address':
        return sendJson(res, 200, { address: shop.shippingAddress });
      case 'PUT /api/account/shipping-address':
        shop.shippingAddress = { line2: null, region: null, ...body } as ShippingAddressDto;
        return sendJson(res, 200, { address: shop.shippingAddress });
    }
    const orderRoute = /^(GET|POST) \/api\/orders\/(\d+)(\/receipt)?$/.exec(route);
    if (orderRoute) {
      const order = shop.orders.find((o) => o.id === Number(orderRoute[2]));
      if (!order) return error(res, 404, 'Order not found.');
      if (orderRoute[1] === 'GET' && !orderRoute[3]) return sendJson(res, 200, order);
      if (order.status !== 'completed') return error(res, 409, 'The receipt is sent once the order is paid.');
      return sendJson(res, 200, { message: `We have sent the receipt to ${signedIn?.email} again.` });
    }

    if (!admin && /^(POST|PATCH|DELETE) \/api\/(products|upload|demo)/.test(route)) {
      return error(res, 403, 'This needs an administrator account.');
    }
    if (route === 'POST /api/upload/digital') {
      return sendJson(res, 201, {
        file: { path: 'private:0123456789abcdef0123456789abcdef.txt', originalName: 'workbook.txt' },
      });
    }
    if (route === 'POST /api/upload/images') {
      return sendJson(res, 201, { imageUrls: ['/api/uploads/images/0123456789abcdef01234567.png'] });
    }
    if (route === 'POST /api/products' || route === 'POST /api/demo/create-product') {
      const product = announced(
        makeProduct({
          ...(route === 'POST /api/demo/create-product'
            ? { title: 'Demo Product', price: '$49.99', demo: true }
            : body),
          price: body.price ? `$${String(body.price).replace(/^\$/, '')}` : '$49.99',
        }),
      );
      shop.products = [product, ...shop.products];
      return sendJson(res, 201, product);
    }
    const lifecycle = /^POST \/api\/products\/(\d+)\/(archive|unarchive)$/.exec(route);
    if (lifecycle) {
      const product = shop.products.find((p) => p.id === Number(lifecycle[1]));
      if (!product) return error(res, 404, 'This product no longer exists.');
      product.archived = lifecycle[2] === 'archive';
      return sendJson(res, 200, product);
    }
    const removed = /^DELETE \/api\/products\/(\d+)$/.exec(route);
    if (removed) {
      const id = Number(removed[1]);
      if (!shop.products.some((p) => p.id === id)) return error(res, 404, 'This product no longer exists.');
      if (shop.sold.has(id)) return error(res, 409, PRODUCT_SOLD);
      shop.products = shop.products.filter((p) => p.id !== id);
      res.writeHead(204).end();
      return;
    }
    if (route === 'POST /api/demo/retire-products') {
      const retiring = shop.products.filter((p) => p.demo && !p.archived);
      retiring.forEach((p) => (p.archived = true));
      return sendJson(res, 200, { archived: retiring.length });
    }
    const patch = /^PATCH \/api\/products\/(\d+)$/.exec(route);
    if (patch) {
      const id = Number(patch[1]);
      const before = shop.products.find((p) => p.id === id);
      if (!before) return error(res, 404, 'This product no longer exists.');
      const after = announced({
        ...before,
        ...body,
        price: body.price ? `$${String(body.price).replace(/^\$/, '')}` : before.price,
      });
      shop.products = shop.products.map((p) => (p.id === id ? after : p));
      return sendJson(res, 200, after);
    }
  };

  beforeEach(() => {
    shop.products = [];
    shop.sold = new Set();
    shop.orders = [];
    shop.downloads = [];
    shop.shippingAddress = null;
    shop.coupons = new Map();
    shop.reviews = [];
    shop.canReview = false;
    shop.config = { provider: 'offline', publishableKey: null, shippingRateCents: 0 };
    shop.handler = undefined;
    auth.handler = respond;
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
