// @coach/shared: the rules the backend and the SPA both apply, written once (README.md says how
// each side loads them). Pure functions and constants over the language and Intl: nothing here
// imports a package, the backend or the SPA.
export { AA_CONTRAST, contrastRefusal, contrastWithWhite, formatRatio, luminance } from './brand-colour';
export { COMMENT_MAX_LENGTH } from './comment-length';
export {
  CONTACT_SUBJECTS,
  CONTACT_SUBJECT_VALUES,
  type ContactSubject,
  contactSubjectLabel,
  contactSubjectsLabelled,
} from './contact-subjects';
export { plainText } from './plain-text';
export { hasPostContent, postSlug, readTimeMinutes, wordCount, WORDS_PER_MINUTE } from './post-text';
export { SPEC_PRODUCT_TYPES, type SpecProductType } from './product-types';
export { PUBLIC_SITE_DEFAULTS, SITE_DEFAULTS } from './site-defaults';
export { slugify } from './slug';
export { wallTimeIn, zoneCity } from './zone-names';
export { WEBHOOK_EVENTS, WEBHOOK_EVENT_VALUES, WEBHOOK_TEST_EVENT, type WebhookEvent } from './webhook-events';
export {
  addDays,
  dayClock,
  type DayClock,
  isoWeekday,
  localDayOf,
  wallClockOf,
  wallInstant,
  zonedInstant,
} from './zoned-time';
export { isPostLinkHref, isSitePath, LINK_REFUSED, postLinkHref } from './post-links';
export {
  embedUrlOf,
  parseVideoLink,
  VIDEO_HOST_NAMES,
  type VideoHost,
  type VideoLink,
  videoOf,
  watchUrlOf,
} from './video-link';
export {
  replaceVideoMarkers,
  VIDEO_EMBED_CLASS,
  VIDEO_MARKER,
  videoMailLinkHtml,
  videoMarkerHtml,
  VIDEO_POSTER_CLASS,
  videoPosterHtml,
  videoPosterInnerHtml,
} from './video-embed';
export {
  GUIDE_EMBED_CLASS,
  GUIDE_LINK_TEXT,
  GUIDE_SLUG_MAX,
  guideLinkHtml,
  guideMailLinkHtml,
  guideMarkerHtml,
  guidePath,
  isGuideSlug,
  replaceGuideMarkers,
} from './guide-embed';
export { EMBED_MARKER_ATTRIBUTES, EMBED_MARKER_CLASSES, embedMarkerAttributes } from './embed-markers';
