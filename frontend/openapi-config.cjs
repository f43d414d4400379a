// Generates the SPA's client from the backend's committed OpenAPI document (`make openapi`), in
// files injected into the same baseApi: src/api/generated.ts, what the public pages and the signed-in
// user's screens call; src/api/generated-admin.ts, the owner's endpoints (under /api/admin/) but
// those of an admin feature's own client, which only admin code imports; and a client per feature whose endpoints only its own lazy screens
// call (FEATURE_CLIENTS), so that neither an admin feature nor such a feature adds to the public
// pages' JavaScript (issue 27's budget). generated.test.ts and openapi-extras.mjs read this file, so keep it
// the single source of the options.

// The operations the SPA never calls, left out of its client: Stripe's webhook, what the links in
// mails open (the unsubscribe and confirmation pages, a course's drip mail stop page, the marketing
// mail's unsubscribe page, a sequence mail's "stop this series only" page, and their one-click or
// button posts), a free guide's file (the page links to the address its confirmation answers), the
// feed, the sitemap and the site's files at the root.
const SERVER_ONLY = [
  'handleStripeWebhook',
  'receiveMailFeedback',
  'showUnsubscribe',
  'unsubscribe',
  'confirmSubscription',
  'showProductUpdatesUnsubscribe',
  'unsubscribeFromProductUpdates',
  'showCourseDripMailsStop',
  'stopCourseDripMails',
  'showMarketingUnsubscribe',
  'unsubscribeMarketing',
  'showLeaveSequence',
  'leaveSequence',
  'downloadLeadMagnet',
  'getRssFeed',
  'getSitemap',
  'getRobotsTxt',
  'getSecurityTxt',
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

// The features' own clients: the file, its export and the paths it holds
// (a path's start, as openapi.json writes it, {slug} and all).
// Memberships: the tiers' list, joining and the member's account screens (the payment plans' too),
// all in lazy chunks.
// Courses: the learner's screens, the lesson player (a lesson, its tick, its media) and Account →
// My Courses; the course page's own (the course, its drip-mail switch, the certificate) stay public.
// Bookings: the schedule-a-call page, the checkout's time step, Account → Upcoming sessions and a
// session's page; no public page books.
// Offers: the checkout's order bumps and the upsell card after a payment (Account → Orders).
// Lead magnets: a free guide's pages (/free/{slug}, /free/confirm) and the form under posts, which
// a post's page loads in a chunk of its own once it is interactive.
// Chat: "Talk to a person", which only the chat window (a lazy chunk) sends.
const FEATURE_CLIENTS = [
  // the owner's Assistant screen (an admin section in a chunk of its own): its endpoints stay out of
  // the admin client every other section loads
  {
    file: './src/api/generated-assistant.ts',
    exportName: 'generatedAssistantApi',
    prefixes: ['/api/admin/assistant/'],
  },
  // the owner's Webhooks screen (an admin section in a chunk of its own), likewise
  {
    file: './src/api/generated-webhooks.ts',
    exportName: 'generatedWebhooksApi',
    prefixes: ['/api/admin/webhooks'],
  },
  {
    file: './src/api/generated-memberships.ts',
    exportName: 'generatedMembershipsApi',
    prefixes: ['/api/memberships/', '/api/account/membership', '/api/account/plans'],
  },
  {
    file: './src/api/generated-courses.ts',
    exportName: 'generatedCoursesApi',
    prefixes: ['/api/courses/{slug}/lessons/', '/api/courses/media/', '/api/account/courses'],
  },
  {
    file: './src/api/generated-bookings.ts',
    exportName: 'generatedBookingsApi',
    prefixes: ['/api/bookings'],
  },
  {
    file: './src/api/generated-offers.ts',
    exportName: 'generatedOffersApi',
    prefixes: ['/api/checkout/bumps', '/api/upsell-offers'],
  },
  {
    file: './src/api/generated-lead-magnets.ts',
    exportName: 'generatedLeadMagnetsApi',
    prefixes: ['/api/lead-magnets'],
  },
  // Account security: two-factor sign-in (the account's Settings, the sign-in page's code step),
  // passkeys, the "Confirm It's You" proof (the admin and account screens) and the new-device mail's
  // "This was not me" page: only lazy chunks or a click send them
  {
    file: './src/api/generated-account-security.ts',
    exportName: 'generatedAccountSecurityApi',
    prefixes: [
      '/api/account/two-factor',
      '/api/account/passkeys',
      '/api/auth/login/code',
      '/api/auth/passkey',
      '/api/auth/proof',
      '/api/auth/reauthenticate',
      '/api/auth/sign-in-alert',
    ],
  },
  {
    file: './src/api/generated-chat.ts',
    exportName: 'generatedChatApi',
    prefixes: ['/api/chat/handover'],
  },
];
const featureClientOf = (path) => FEATURE_CLIENTS.find((c) => c.prefixes.some((p) => path.startsWith(p)));
const isPublicPath = (path) => !isAdminPath(path) && !featureClientOf(path);
// the owner's endpoints no admin feature keeps in a client of its own
const isAdminClientPath = (path) => isAdminPath(path) && !featureClientOf(path);

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../backend/openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  // No hooks exported from the clients: a feature takes its hooks from its api.ts, where it enhances
  // the endpoints. A client's list of them could not be tree-shaken, and every page loaded the
  // public one's (some 600 bytes gzipped of the public pages' JavaScript).
  hooks: false,
  outputFiles: {
    './src/api/generated.ts': {
      exportName: 'generatedApi',
      filterEndpoints: (operationName, { path }) => inClient(operationName) && isPublicPath(path),
    },
    './src/api/generated-admin.ts': {
      exportName: 'generatedAdminApi',
      filterEndpoints: (operationName, { path }) => inClient(operationName) && isAdminClientPath(path),
    },
    ...Object.fromEntries(
      FEATURE_CLIENTS.map((client) => [
        client.file,
        {
          exportName: client.exportName,
          filterEndpoints: (operationName, { path }) => inClient(operationName) && featureClientOf(path) === client,
        },
      ]),
    ),
  },
  // an explicit config (not the editor's) keeps the output identical on every machine
  prettierConfigFile: '../.prettierrc.json',
};
Object.assign(module.exports, {
  SERVER_ONLY,
  BEACONS,
  FEATURE_CLIENTS,
  isAdminPath,
  isAdminClientPath,
  isPublicPath,
  featureClientOf,
});
