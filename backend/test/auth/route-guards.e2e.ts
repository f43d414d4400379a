import { ADMIN_REQUIRED, SIGN_IN_REQUIRED } from '../../src/core/access/access.guard';
import { newClient, signedIn, TestClient } from '../support/client';
import { createTestApp, TestApp } from '../support/test-app';

// Every route in the OpenAPI document is admin-only unless listed here. A route added later with
// the wrong access level, or a public list that grows silently, fails this test.
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/shop/coming-soon',
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/login/code',
  'POST /api/auth/passkey/options',
  'POST /api/auth/passkey',
  'POST /api/auth/logout',
  'GET /api/blog-posts',
  'GET /api/blog-posts/{slug}',
  'GET /api/blog-posts/{slug}/comments',
  'POST /api/subscribe',
  'GET /api/subscribe/confirm',
  'GET /api/unsubscribe',
  'POST /api/unsubscribe',
  'GET /rss.xml',
  'GET /api/products',
  'GET /api/products/{product}',
  'GET /api/products/{id}/reviews',
  'GET /api/payments/config',
  'POST /api/stripe/webhook',
  // the mail provider's feedback: its shared secret is the check (test/core/mail-feedback.e2e.ts)
  'POST /api/webhooks/mail-feedback',
  'GET /api/page-content',
  'POST /api/contact',
  'POST /api/chat',
  'POST /api/chat/handover',
  'GET /api/site',
  'GET /api/legal-pages/{slug}',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password/check',
  'POST /api/auth/reset-password',
  'POST /api/auth/confirm-email',
  'POST /api/auth/sign-in-alert',
  'GET /api/product-updates/unsubscribe',
  'POST /api/product-updates/unsubscribe',
  'GET /api/courses/drip-mails/stop',
  'POST /api/courses/drip-mails/stop',
  'GET /api/automations/unsubscribe',
  'POST /api/automations/unsubscribe',
  'GET /api/automations/sequences/leave',
  'POST /api/automations/sequences/leave',
  'GET /api/lead-magnets',
  'GET /api/lead-magnets/download',
  'POST /api/lead-magnets/claims/confirm',
  'GET /api/lead-magnets/{slug}',
  'POST /api/lead-magnets/{slug}/claims',
  'GET /api/courses/{slug}',
  'GET /api/courses/{slug}/lessons/{lessonId}',
  'GET /api/courses/media/{kind}/{id}',
  'GET /api/bookings/consultations/{productId}',
  'GET /api/bookings/intro-call',
  'GET /api/bookings/slots',
  'GET /api/memberships/tiers',
  'POST /api/analytics/views',
  'GET /sitemap.xml',
  'GET /robots.txt',
  'GET /.well-known/security.txt',
  'GET /manifest.webmanifest',
  'GET /icon.svg',
  'GET /favicon.ico',
  'GET /apple-touch-icon.png',
  'GET /icon-192.png',
  'GET /icon-512.png',
]);
const SIGNED_IN = new Set([
  'GET /api/auth/user',
  'GET /api/auth/proof',
  'POST /api/auth/reauthenticate',
  'POST /api/make-admin',
  'POST /api/create-payment-intent',
  'POST /api/payments/offline/confirm',
  'GET /api/orders',
  'GET /api/account/owned-products',
  'GET /api/orders/{id}',
  'POST /api/orders/{id}/receipt',
  'GET /api/downloads',
  'GET /api/downloads/{itemId}',
  'GET /api/account/shipping-address',
  'PUT /api/account/shipping-address',
  'POST /api/coupons/check',
  'POST /api/products/{id}/reviews',
  'POST /api/blog-posts/{slug}/comments',
  'PATCH /api/account/profile',
  'DELETE /api/account/email-change',
  'POST /api/account/email-confirmation',
  'PUT /api/account/password',
  'GET /api/account/sessions',
  'DELETE /api/account/sessions/others',
  'GET /api/auth/proof',
  'POST /api/auth/reauthenticate',
  'GET /api/account/two-factor',
  'POST /api/account/two-factor/setup',
  'POST /api/account/two-factor/enable',
  'POST /api/account/two-factor/disable',
  'POST /api/account/two-factor/recovery-codes',
  'GET /api/account/passkeys',
  'POST /api/account/passkeys/options',
  'POST /api/account/passkeys',
  'PATCH /api/account/passkeys/{id}',
  'DELETE /api/account/passkeys/{id}',
  'GET /api/account/email-preferences',
  'PATCH /api/account/email-preferences',
  'GET /api/account/export',
  'POST /api/account/delete',
  'POST /api/courses/{slug}/lessons/{lessonId}/complete',
  'DELETE /api/courses/{slug}/lessons/{lessonId}/complete',
  'PUT /api/courses/{slug}/drip-mails',
  'GET /api/courses/{slug}/certificate',
  'GET /api/account/courses',
  'POST /api/bookings',
  'GET /api/bookings/mine',
  'GET /api/bookings/{id}',
  'POST /api/bookings/{id}/reschedule',
  'POST /api/bookings/{id}/cancel',
  'GET /api/account/membership',
  'POST /api/account/membership',
  'POST /api/account/membership/offline/confirm',
  'POST /api/account/membership/cancel',
  'POST /api/account/membership/resume',
  'GET /api/account/membership/change',
  'POST /api/account/membership/change',
  'POST /api/account/membership/card',
  'GET /api/account/plans',
  'POST /api/account/plans/{id}/card',
  'POST /api/account/plans/card/confirm',
  'GET /api/checkout/bumps',
  'GET /api/upsell-offers',
  'POST /api/upsell-offers/{orderId}/accept',
  'POST /api/upsell-offers/{orderId}/decline',
]);

// Admin routes only the signed-in owner may call, never with an API key (@AdminOnly({ keys: 'none' })).
const SESSION_ONLY_ADMIN = new Set([
  'GET /api/admin/api-keys',
  'POST /api/admin/api-keys',
  'POST /api/admin/api-keys/{id}/revoke',
  'POST /api/admin/backups',
  'GET /api/admin/backups',
  'GET /api/admin/backups/{name}',
  'GET /api/admin/audit-log',
  'GET /api/admin/audit-log/export',
  'GET /api/admin/audit-log/tables',
  'GET /api/admin/audit-log/settings',
  'PUT /api/admin/audit-log/settings',
]);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Security = Record<string, string[]>[];

describe('server-side access control on every documented route', () => {
  let t: TestApp;
  let routes: { method: Method; path: string; key: string; security?: Security }[];
  let anonymous: TestClient;
  let customer: TestClient;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    anonymous = await newClient(t);
    customer = await signedIn(t, 'customer');
    admin = await signedIn(t, 'admin');
    const doc = (await anonymous.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<Method, { security?: Security }>>;
    };
    routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method as Method,
        path,
        key: `${method.toUpperCase()} ${path}`,
        security: op.security,
      })),
    );
  });
  afterAll(() => t.close());

  // refused by access control (not by the route's own rules, e.g. an invalid download signature)
  const blocked = (res: { status: number; body: { message?: string } }) =>
    (res.status === 401 && res.body.message === SIGN_IN_REQUIRED) ||
    (res.status === 403 && res.body.message === ADMIN_REQUIRED);

  const call = (client: TestClient, route: { method: Method; path: string }) => {
    const url = route.path.replace(/\{[^}]+\}/g, '1');
    return route.method === 'get' ? client.get(url) : client.send(route.method, url, {});
  };

  it('lists only routes that exist', () => {
    const keys = new Set(routes.map((r) => r.key));
    for (const key of [...PUBLIC, ...SIGNED_IN, ...SESSION_ONLY_ADMIN]) expect(keys).toContain(key);
  });

  // The document's security comes from the decorators (core/http/openapi-access.ts): these hand
  // lists and the document cannot disagree.
  it("agrees with the document's security: public no session, account routes the session, admin routes a key too", () => {
    const documented = (route: (typeof routes)[number]) => {
      const schemes = (route.security ?? []).map((requirement) => Object.keys(requirement).join('+'));
      if (route.security === undefined) return 'none documented';
      // a public write names the CSRF header a browser sends (or a key), never the session
      if (!schemes.some((scheme) => scheme.startsWith('session'))) return 'public';
      return schemes.includes('apiKey') ? 'session or key' : 'session only';
    };
    const listed = (key: string) =>
      PUBLIC.has(key)
        ? 'public'
        : SIGNED_IN.has(key) || SESSION_ONLY_ADMIN.has(key)
          ? 'session only'
          : 'session or key';
    for (const route of routes) expect([route.key, documented(route)]).toEqual([route.key, listed(route.key)]);
  });

  it('answers anonymous callers 401 on every route that is not public', async () => {
    for (const route of routes) {
      const res = await call(anonymous, route);
      if (PUBLIC.has(route.key)) expect([route.key, blocked(res)]).toEqual([route.key, false]);
      else expect([route.key, res.status, res.body.message]).toEqual([route.key, 401, SIGN_IN_REQUIRED]);
    }
  });

  it('answers customers 403 on every admin route, and lets them through elsewhere', async () => {
    for (const route of routes.filter((r) => r.key !== 'POST /api/auth/logout')) {
      const res = await call(customer, route);
      if (PUBLIC.has(route.key) || SIGNED_IN.has(route.key))
        expect([route.key, blocked(res)]).toEqual([route.key, false]);
      else expect([route.key, res.status, res.body.message]).toEqual([route.key, 403, ADMIN_REQUIRED]);
    }
  });

  it('lets admins through every route', async () => {
    for (const route of routes.filter((r) => r.key !== 'POST /api/auth/logout')) {
      const res = await call(admin, route);
      expect([route.key, blocked(res)]).toEqual([route.key, false]);
    }
  });
});
