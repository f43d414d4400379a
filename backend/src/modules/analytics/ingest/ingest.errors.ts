// The messages of analytics' ingest (the page-view beacon), each a sentence a person can read.

export const MAX_PATH = 500;
// the pages send the referrer's origin (only its host is kept): scheme, host of up to 253, port
export const MAX_REFERRER = 300;
export const MAX_UTM = 200;
// A beacon is under 1 KB; twice that is refused unread. Every field at its longest (ASCII, as a
// page's path is) is about 1.5 KB, so a valid view always fits; only campaign values in non-Latin
// letters (up to 3 bytes a character) could reach the limit, far beyond any real campaign's name.
export const MAX_BEACON_BYTES = 2048;

export const IngestErrors = {
  pathRequired: 'path is required: the address of the page viewed, such as /blog/hello.',
  pathFormat: 'path must start with "/".',
  pathTooLong: `path must be at most ${MAX_PATH} characters.`,
  notText: (field: string) => `${field} must be text.`,
  referrerTooLong: `referrer must be at most ${MAX_REFERRER} characters.`,
  utmTooLong: (field: string) => `${field} must be at most ${MAX_UTM} characters.`,
  // the body parser's own words for a body over its limit (core/http/all-exceptions.filter.ts)
  tooLarge: 'The request body is too large.',
};
