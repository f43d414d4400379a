// A lead magnet's form inside a post (or any text of the rich-text editor, issue 47). The editor
// writes a marker, `<div class="lead-magnet-embed" data-slug="…"></div>`, which the server's
// sanitiser keeps only for a well-formed slug and nothing inside. A page shows it as a link to the
// guide's page (what a reader without JavaScript gets); the browser then puts the guide's own form
// in its place, or nothing for a guide no longer offered. A mail shows the link.

export const GUIDE_EMBED_CLASS = 'lead-magnet-embed';

// a lead magnet's address: lower-case letters and digits in dash-separated words, at most 80
const GUIDE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const GUIDE_SLUG_MAX = 80;
export const isGuideSlug = (slug: unknown): slug is string =>
  typeof slug === 'string' && slug.length <= GUIDE_SLUG_MAX && GUIDE_SLUG.test(slug);

export const guidePath = (slug: string) => `/free/${slug}`;

export const guideMarkerHtml = (slug: string) => `<div class="${GUIDE_EMBED_CLASS}" data-slug="${slug}"></div>`;

// a sanitised marker (nothing inside); $1 the slug
export const GUIDE_MARKER = /<div class="lead-magnet-embed" data-slug="([a-z0-9-]+)"><\/div>/g;

export const GUIDE_LINK_TEXT = 'Get the free guide';

// The marker's element on a page: a link to the guide's page, where its form is; `text` HTML (the
// server's rendering names the guide in it).
export const guideLinkHtml = (slug: string, text = GUIDE_LINK_TEXT) =>
  `<div class="${GUIDE_EMBED_CLASS}" data-slug="${slug}">` +
  `<a class="lead-magnet-embed__link" href="${guidePath(slug)}">${text}</a></div>`;

// every sanitised marker of `html` as `render` writes it (a marker of a malformed slug: nothing)
export const replaceGuideMarkers = (html: string, render: (slug: string) => string): string =>
  html.replace(GUIDE_MARKER, (_, slug: string) => (isGuideSlug(slug) ? render(slug) : ''));

// In a mail: the link to the guide's page (a site path: the mail makes it whole).
export const guideMailLinkHtml = (slug: string) => `<p><a href="${guidePath(slug)}">${GUIDE_LINK_TEXT}</a></p>`;
