import { act, screen, within } from '@testing-library/react';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PageContentDto, UserDto } from '../api';
import { dismissToast } from '../components/toast';
import type { SiteDto } from '../features/site';
import { SITE_DEFAULTS } from '../features/site';
import type { ReceivedRequest } from './http-server';
import { forwardFetch, sendJson, sendPage, setupServer } from './http-server';

// A handler answers a request, or returns true to keep it (answered later, or never).
export type Handler = (request: ReceivedRequest, res: ServerResponse<IncomingMessage>) => void | boolean;

export const TEST_ADMIN_SECRET = 'test-admin-secret';

export function makeUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: 1,
    role: 'customer',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    createdAt: '2025-03-14T09:30:00.000Z',
    emailConfirmed: true,
    pendingEmail: null,
    ...overrides,
  };
}

const error = (res: ServerResponse, statusCode: number, message: string) =>
  sendJson(res, statusCode, { statusCode, message });

// The site settings GET /api/site answers: the defaults of a fresh install, with `overrides`.
export const makeSite = (overrides: Partial<SiteDto> = {}): SiteDto => ({ ...SITE_DEFAULTS, ...overrides });

// Which test sent a request: every test's fetches carry its number.
const TEST_HEADER = 'x-test-generation';

// The one test backend on loopback, with the real API's routes, answers and messages; each
// feature's harness (blog, shop) adds its routes through `handler`, which may answer first. Its own
// routes: auth, with one browser session (signedIn), accounts with passwords, and the admin secret;
// each page's saved sections (pageContent, none unless a test saves some); the newsletter; the
// public site settings (`site`, the defaults unless a test renames the site).
export function setupTestApi() {
  // the number of the running test (see TEST_HEADER)
  let generation = 0;
  const api = {
    server: setupServer((req, res) => respond(req, res)),
    accounts: new Map<string, UserDto & { password: string }>(),
    pageContent: [] as PageContentDto[],
    signedIn: null as UserDto | null,
    handler: undefined as Handler | undefined,
    site: makeSite(),
    // sign a user in before the page opens
    signIn(user: UserDto = makeUser()) {
      api.accounts.set(user.email, { ...user, password: 'secret1' });
      api.signedIn = user;
      return user;
    },
    // the requests to `path`, e.g. to see what a form sent
    calls(path: string, method = 'POST') {
      return api.server.requests.filter((r) => r.path === path && r.method === method);
    },
  };

  const respond: Handler = (req, res) => {
    // a request the previous test's page sent before it was torn down is none of this test's business
    if (req.headers[TEST_HEADER] !== String(generation)) {
      api.server.requests.splice(api.server.requests.indexOf(req), 1);
      return error(res, 410, 'Sent by a test that has finished.');
    }
    if (api.handler?.(req, res) === true || res.headersSent) return;
    const body = req.body ? (JSON.parse(req.body) as Record<string, string>) : {};
    const [path, query] = req.path.split('?');
    switch (`${req.method} ${path}`) {
      case 'GET /api/health':
        return sendJson(res, 200, { status: 'ok', db: 'up' });
      case 'GET /api/page-content': {
        const page = new URLSearchParams(query).get('page');
        return sendJson(
          res,
          200,
          api.pageContent.filter((s) => s.page === page),
        );
      }
      case 'POST /api/subscribe':
        return sendJson(res, 200, { message: "You've been subscribed to our newsletter." });
      case 'GET /api/site':
        return sendJson(res, 200, api.site);
      case 'GET /api/auth/user':
        return api.signedIn ? sendJson(res, 200, api.signedIn) : error(res, 401, 'Please sign in to continue.');
      case 'POST /api/auth/register': {
        // the same answer for an address that has an account, which stays as it is
        const registered = {
          message: 'Thank you for registering. We have sent a mail to this address. Please sign in.',
        };
        if (api.accounts.has(body.email)) return sendJson(res, 201, registered);
        const { password, ...fields } = body;
        const user = makeUser({
          ...fields,
          id: api.accounts.size + 1,
          createdAt: new Date().toISOString(),
          emailConfirmed: false,
        });
        api.accounts.set(user.email, { ...user, password });
        return sendJson(res, 201, registered);
      }
      case 'POST /api/auth/login': {
        const account = api.accounts.get(body.email);
        if (!account || account.password !== body.password) return error(res, 401, 'Invalid email or password');
        const { password: _password, ...user } = account;
        api.signedIn = user;
        return sendJson(res, 200, user);
      }
      case 'POST /api/auth/logout':
        api.signedIn = null;
        res.writeHead(204).end();
        return;
      case 'POST /api/make-admin': {
        if (!api.signedIn) return error(res, 401, 'Please sign in to continue.');
        if (body.adminSecret !== TEST_ADMIN_SECRET) {
          return error(res, 403, 'Invalid credentials. Please check your email and admin secret.');
        }
        if (body.email !== api.signedIn.email) {
          return error(res, 403, 'Admin access can only be granted to the account you are signed in with.');
        }
        api.signedIn = { ...api.signedIn, role: 'admin' };
        return sendJson(res, 200, { message: 'Admin access granted' });
      }
      default:
        return error(res, 404, 'Not found.');
    }
  };

  beforeEach(() => {
    api.server.requests.length = 0;
    const current = String(++generation);
    api.accounts.clear();
    api.pageContent = [];
    api.signedIn = null;
    api.handler = undefined;
    api.site = makeSite();
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      forwardFetch(input as Request, api.server.url, realFetch, { [TEST_HEADER]: current }),
    );
  });
  afterEach(() => {
    act(() => dismissToast());
  });
  return api;
}

// The toasts on screen (the Toaster's region).
export const notifications = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

export { sendJson, sendPage };
