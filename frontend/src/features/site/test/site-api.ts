import { beforeEach } from 'vitest';
import type { Handler } from '../../../test/test-api';
import { makeSite, makeUser, sendJson, setupTestApi } from '../../../test/test-api';
import type { SiteSettingsDto } from '../api';

export const makeSettings = (overrides: Partial<SiteSettingsDto> = {}): SiteSettingsDto => ({
  ...makeSite(),
  mailSenderName: null,
  postalAddress: null,
  updatedAt: '2025-06-01T10:00:00.000Z',
  ...overrides,
});

const IMAGE_FIELDS = { photo: 'ownerPhotoUrl', logo: 'logoUrl', favicon: 'faviconUrl' } as const;
const EXTENSIONS = { photo: 'jpg', logo: 'png', favicon: 'png' } as const;

// The admin's site settings routes on the shared test API, as the real API answers them: the
// settings an admin reads and saves (a save or an image also changes what GET /api/site serves),
// and the images, stored under a new name each time. `site.handler` may answer first (a refusal).
export function setupSiteApi() {
  const api = setupTestApi();
  const site = {
    api,
    settings: makeSettings(),
    handler: undefined as Handler | undefined,
    uploads: 0,
    signInAdmin: () => api.signIn(makeUser({ role: 'admin', firstName: 'Grace' })),
  };

  const change = (res: Parameters<Handler>[1], status: number, changes: Partial<SiteSettingsDto>) => {
    site.settings = { ...site.settings, ...changes, updatedAt: new Date().toISOString() };
    const { mailSenderName: _sender, postalAddress: _address, updatedAt: _at, ...publicSite } = site.settings;
    api.site = publicSite;
    sendJson(res, status, site.settings);
  };

  const respond: Handler = (req, res) => {
    site.handler?.(req, res);
    if (res.headersSent) return;
    if (!req.path.startsWith('/api/admin/site')) return;
    if (api.signedIn?.role !== 'admin') {
      return sendJson(res, 403, { statusCode: 403, message: 'This needs an administrator account.' });
    }
    if (req.path === '/api/admin/site' && req.method === 'GET') return sendJson(res, 200, site.settings);
    if (req.path === '/api/admin/site' && req.method === 'PUT') {
      return change(res, 200, JSON.parse(req.body) as Partial<SiteSettingsDto>);
    }
    const image = /^\/api\/admin\/site\/images\/(photo|logo|favicon)$/.exec(req.path);
    if (image) {
      const kind = image[1] as keyof typeof IMAGE_FIELDS;
      if (req.method === 'DELETE') return change(res, 200, { [IMAGE_FIELDS[kind]]: null });
      site.uploads += 1;
      const url = `/api/uploads/site/${String(site.uploads).padStart(24, '0')}.${EXTENSIONS[kind]}`;
      return change(res, 201, { [IMAGE_FIELDS[kind]]: url });
    }
  };

  beforeEach(() => {
    site.settings = makeSettings();
    site.handler = undefined;
    site.uploads = 0;
    api.handler = respond;
  });
  return site;
}
