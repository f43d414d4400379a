import sanitizeHtml from 'sanitize-html';
import { isImageUrl } from '../http/image-url';

// HTML helpers shared by the modules: rich text from the admin editor (blog posts, page content)
// and text put into the HTML of pages and e-mails.

// What the admin editor (Quill) produces and nothing more: paragraphs, bold, italic, underline,
// h2-h4, lists, blockquote, links and images. Scripts, event handlers, styles and javascript:
// URLs are removed on every write, and so is an image whose address breaks the site's rule for
// image addresses (core/http/image-url.ts); the SPA sanitises again before rendering.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
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
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    // Quill 2 writes both list kinds as <ol><li data-list="bullet|ordered">
    li: ['data-list'],
    span: ['class'],
  },
  allowedClasses: { span: ['ql-ui'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  // sees the attributes left after the rules above
  exclusiveFilter: (frame) => frame.tag === 'img' && !isImageUrl(frame.attribs.src),
};

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
