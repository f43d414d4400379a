import {
  EMBED_MARKER_ATTRIBUTES,
  EMBED_MARKER_CLASSES,
  embedMarkerAttributes,
  isPostLinkHref,
  isSitePath,
} from '@coach/shared';
import sanitizeHtml from 'sanitize-html';
import { isImageUrl } from '../http/image-url';

// HTML helpers shared by the modules: rich text from the admin editor (blog posts, page content)
// and text put into the HTML of pages and e-mails.

// What the admin editor (Quill) produces and nothing more: paragraphs, bold, italic, underline,
// h2-h4, lists, blockquote, dividers, links, images and the markers of a YouTube or Vimeo video and
// of a free guide's form (@coach/shared video-embed.ts, guide-embed.ts). Scripts, frames, event
// handlers and styles are removed on every write; a link keeps its href only for an address the
// editor allows (web, mailto:, a path of the site: @coach/shared post-links.ts), opening a new tab
// unless it is the site's; an image whose address breaks the site's rule for image addresses
// (core/http/image-url.ts) goes, and so does a video marker of another host or a malformed id, a
// guide's of a malformed slug, and a marker with anything inside. The SPA sanitises again before
// rendering.
const linkOf = (attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes => {
  const href = attribs.href;
  if (href === undefined || !isPostLinkHref(href)) return {};
  if (isSitePath(href)) return { href };
  return { href, rel: 'noopener noreferrer nofollow', target: '_blank' };
};

// A <div> is an editor's marker (@coach/shared embed-markers.ts: its own attributes in one order,
// nothing inside) or is unwrapped (its content kept, as any other tag not allowed).
const marker = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
  tagName,
  attribs: embedMarkerAttributes(attribs) ?? {},
});

function divFilter(frame: sanitizeHtml.IFrame): boolean | 'excludeTag' {
  if (!EMBED_MARKER_CLASSES.includes(frame.attribs.class)) return 'excludeTag';
  // a marker holding something is not the editor's
  return frame.text.trim() !== '' || frame.mediaChildren.length > 0;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    // Quill 2 writes both list kinds as <ol><li data-list="bullet|ordered">
    li: ['data-list'],
    span: ['class'],
    div: EMBED_MARKER_ATTRIBUTES,
  },
  allowedClasses: { span: ['ql-ui'], div: EMBED_MARKER_CLASSES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: linkOf(attribs) }),
    div: marker,
    img: (tagName, attribs) => ({ tagName, attribs: sizedImage(attribs) }),
  },
  // sees the attributes left after the rules above
  exclusiveFilter: (frame) => {
    if (frame.tag === 'div') return divFilter(frame);
    return frame.tag === 'img' && !isImageUrl(frame.attribs.src);
  },
};

// width and height only as whole pixels (the editor writes the upload's own)
function sizedImage(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept = { ...attribs };
  for (const side of ['width', 'height']) {
    if (kept[side] !== undefined && !/^\d{1,5}$/.test(kept[side])) delete kept[side];
  }
  return kept;
}

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

// text placed in HTML (or XML) as content or an attribute value
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
