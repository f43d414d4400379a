// Paths the site serves outside /api, known to core so it can route them without importing modules.

// the RSS feed sits at the site root, where feed readers look for it
export const RSS_PATH = 'rss.xml';
