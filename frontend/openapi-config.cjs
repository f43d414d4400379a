// Generates src/api/generated.ts from the backend's committed OpenAPI document (`make openapi`).
// generated.test.ts reads this file, so keep it the single source of the options.

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

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../backend/openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated.ts',
  exportName: 'generatedApi',
  hooks: true,
  filterEndpoints: (operationName) => !SERVER_ONLY.includes(operationName),
  // an explicit config (not the editor's) keeps the output identical on every machine
  prettierConfigFile: '../.prettierrc.json',
};
module.exports.SERVER_ONLY = SERVER_ONLY;
