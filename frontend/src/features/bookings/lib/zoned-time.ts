// The wall-clock arithmetic is the SPA's (lib/zoned-time.ts): the site's zone uses it too.
export * from '../../../lib/zoned-time';
