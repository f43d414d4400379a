import { beforeEach } from 'vitest';
import type { RouteCall, RouteHandler } from '../../../test/routes';
import { bindRoutes, routeTable } from '../../../test/routes';
import type { Handler } from '../../../test/test-api';
import { makeSite, makeUser, sendJson, setupTestApi } from '../../../test/test-api';
import type { AlertSettingsDto, SiteSettingsDto } from '../admin/api';

export const makeSettings = (overrides: Partial<SiteSettingsDto> = {}): SiteSettingsDto => ({
  ...makeSite(),
  mailSenderName: null,
  postalAddress: null,
  timeZone: 'UTC',
  updatedAt: '2025-06-01T10:00:00.000Z',
  ...overrides,
});

const IMAGE_FIELDS = { photo: 'ownerPhotoUrl', logo: 'logoUrl', favicon: 'faviconUrl' } as const;
const EXTENSIONS = { photo: 'jpg', logo: 'png', favicon: 'png' } as const;

type Site = ReturnType<typeof setupSiteApi>;

// an admin's route (the settings are the admin's)
const admin =
  (handle: RouteHandler<Site>): RouteHandler<Site> =>
  (call, site) =>
    site.api.signedIn?.role === 'admin'
      ? handle(call, site)
      : sendJson(call.res, 403, { statusCode: 403, message: 'This needs an administrator account.' });

// Saves `changes`: the admin reads them, and GET /api/site serves them.
function change(site: Site, res: RouteCall['res'], status: number, changes: Partial<SiteSettingsDto>) {
  site.settings = { ...site.settings, ...changes, updatedAt: new Date().toISOString() };
  const {
    mailSenderName: _sender,
    postalAddress: _address,
    timeZone: _zone,
    updatedAt: _at,
    ...publicSite
  } = site.settings;
  site.api.site = publicSite;
  sendJson(res, status, site.settings);
}

// where alerts go as the API answers it: the owner's address, else the admin account's
export const ADMIN_ADDRESS = 'grace@coach.example';
export const BAD_ADDRESS = 'Notification e-mail must be a valid e-mail address';
const alertsOf = (notificationEmail: string | null): AlertSettingsDto =>
  notificationEmail
    ? { notificationEmail, address: notificationEmail, source: 'settings' }
    : { notificationEmail: null, address: ADMIN_ADDRESS, source: 'admin' };

const kindOf = (params: RouteCall['params']) => params.kind as keyof typeof IMAGE_FIELDS;

// The admin's site settings routes, as the real API answers them: the settings an admin reads and
// saves (a save or an image also changes what GET /api/site serves), and the images, stored under
// a new name each time.
const ROUTES = routeTable<Site>({
  'GET /api/admin/site': admin(({ res }, site) => sendJson(res, 200, site.settings)),
  'PUT /api/admin/site': admin(({ res, body }, site) => change(site, res, 200, body as Partial<SiteSettingsDto>)),
  'DELETE /api/admin/site/images/{kind}': admin(({ res, params }, site) =>
    change(site, res, 200, { [IMAGE_FIELDS[kindOf(params)]]: null }),
  ),
  'POST /api/admin/site/images/{kind}': admin(({ res, params }, site) => {
    const kind = kindOf(params);
    site.uploads += 1;
    const url = `/api/uploads/site/${String(site.uploads).padStart(24, '0')}.${EXTENSIONS[kind]}`;
    return change(site, res, 201, { [IMAGE_FIELDS[kind]]: url });
  }),
  'GET /api/admin/alerts': admin(({ res }, site) => sendJson(res, 200, site.alerts)),
  'PUT /api/admin/alerts': admin(({ res, body }, site) => {
    const address = (body as { notificationEmail: string | null }).notificationEmail?.trim() || null;
    if (address !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      const errors = [{ field: 'notificationEmail', message: BAD_ADDRESS }];
      return sendJson(res, 400, { statusCode: 400, message: BAD_ADDRESS, error: 'Bad Request', errors });
    }
    site.alerts = alertsOf(address);
    sendJson(res, 200, site.alerts);
  }),
  'POST /api/admin/alerts/test-mail': admin(({ res }, site) => sendJson(res, 202, { to: site.alerts.address })),
});

// The admin's site settings routes on the shared test API. `site.handler` may answer first (a refusal).
export function setupSiteApi() {
  const api = setupTestApi();
  const site = {
    api,
    settings: makeSettings(),
    get handler() {
      return api.handler;
    },
    set handler(handler: Handler | undefined) {
      api.handler = handler;
    },
    uploads: 0,
    alerts: alertsOf(null),
    signInAdmin: () => api.signIn(makeUser({ role: 'admin', firstName: 'Grace' })),
  };
  api.use(bindRoutes(ROUTES, site));

  beforeEach(() => {
    site.settings = makeSettings();
    site.uploads = 0;
    site.alerts = alertsOf(null);
  });
  return site;
}
