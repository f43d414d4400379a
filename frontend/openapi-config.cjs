// Generates the SPA's client from the backend's committed OpenAPI document (`make openapi`), in two
// files injected into the same baseApi: src/api/generated.ts, what the public pages and the signed-in
// user's screens call, and src/api/generated-admin.ts, the owner's endpoints (under /api/admin/),
// which only admin code imports, so that every admin feature leaves the public pages' JavaScript
// as it is (issue 27's budget). generated.test.ts and openapi-extras.mjs read this file, so keep it
// the single source of the options.

// The operations the SPA never calls, left out of its client: Stripe's webhook, what the links in
// mails open (the unsubscribe and confirmation pages, a course's drip mail stop page, and their
// one-click posts), the feed, the sitemap and the site's files at the root.
const SERVER_ONLY = [
  'handleStripeWebhook',
  'showUnsubscribe',
  'unsubscribe',
  'confirmSubscription',
  'showProductUpdatesUnsubscribe',
  'unsubscribeFromProductUpdates',
  'showCourseDripMailsStop',
  'stopCourseDripMails',
  'getRssFeed',
  'getSitemap',
  'getRobotsTxt',
  'getWebManifest',
  'getSiteIcon',
  'getFaviconIco',
  'getAppleTouchIcon',
  'getAppIconSmall',
  'getAppIconLarge',
];

// The beacons the public pages send themselves, after load and never waited on (a bare fetch with
// keepalive, not through the store: features/analytics/page-views.ts, the page view). They stay in
// the client for their types (the mutation costs the public pages some 30 bytes); openapi-extras.mjs
// gives each its address.
const BEACONS = ['recordPageView'];

// the owner's endpoints: those of the admin client
const ADMIN_PATH_PREFIX = '/api/admin/';
const isAdminPath = (path) => path.startsWith(ADMIN_PATH_PREFIX);
const inClient = (operationName) => !SERVER_ONLY.includes(operationName);

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../backend/openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  hooks: true,
  outputFiles: {
    './src/api/generated.ts': {
      exportName: 'generatedApi',
      filterEndpoints: (operationName, { path }) => inClient(operationName) && !isAdminPath(path),
    },
    './src/api/generated-admin.ts': {
      exportName: 'generatedAdminApi',
      filterEndpoints: (operationName, { path }) => inClient(operationName) && isAdminPath(path),
    },
  },
  // an explicit config (not the editor's) keeps the output identical on every machine
  prettierConfigFile: '../.prettierrc.json',
};
Object.assign(module.exports, { SERVER_ONLY, BEACONS, isAdminPath });
