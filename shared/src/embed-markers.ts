import { GUIDE_EMBED_CLASS, isGuideSlug } from './guide-embed';
import { VIDEO_EMBED_CLASS } from './video-embed';
import { videoOf } from './video-link';

// The blocks the rich-text editor writes as an empty <div> marker (a video, a guide's form), each
// with the data attributes it keeps: what the server's sanitiser keeps of a <div> (any other is
// unwrapped), in one order, so that the pages and mails read them with one pattern each.
type Attributes = Record<string, string | undefined>;
const MARKERS: Record<string, (attribs: Attributes) => Record<string, string> | null> = {
  [VIDEO_EMBED_CLASS]: (attribs) => {
    const video = videoOf(attribs['data-provider'], attribs['data-id']);
    return video && { 'data-provider': video.provider, 'data-id': video.id };
  },
  [GUIDE_EMBED_CLASS]: ({ 'data-slug': slug }) => (isGuideSlug(slug) ? { 'data-slug': slug } : null),
};

export const EMBED_MARKER_CLASSES = Object.keys(MARKERS);
export const EMBED_MARKER_ATTRIBUTES = ['class', 'data-provider', 'data-id', 'data-slug'];

// A marker's attributes (its class first, then its data in their order), or null for a <div> that
// is no well-formed marker.
export function embedMarkerAttributes(attribs: Attributes): Record<string, string> | null {
  const classes = (attribs.class ?? '').split(/\s+/);
  const className = EMBED_MARKER_CLASSES.find((name) => classes.includes(name));
  const data = className ? MARKERS[className](attribs) : null;
  return data && { class: className!, ...data };
}
