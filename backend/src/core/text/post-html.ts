import {
  GUIDE_LINK_TEXT,
  guideLinkHtml,
  replaceGuideMarkers,
  replaceVideoMarkers,
  videoPosterHtml,
} from '@coach/shared';
import { escapeHtml, sanitizePostHtml } from './html';

// Elements that start a line of their own (as frontend/src/features/content/post-html.ts):
// newlines of the source next to them are layout, not line breaks the author typed.
const BLOCK =
  /^<\/?(address|article|aside|blockquote|br|div|dl|dd|dt|figure|figcaption|footer|h[1-6]|header|hr|li|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul)\b/i;

// A post's content as the SPA renders it (renderPostHtml), for the server's rendering of a page:
// sanitised, the newlines typed inside text turned into <br> (not those between blocks or inside
// <pre>), each video a click-to-load poster and each guide's form a link to the guide's page (the
// browser puts the form there, or hides the link of a guide gone). With `guides` (the titles of
// the guides offered, by slug) the link names its guide. A guide not offered now keeps its link
// all the same (the browser hides it); a page kept in memory is dropped when a lead magnet changes
// (lead_magnets is a public table), so a guide renamed or made active shows as it is now. Works on the markup as text: the sanitiser
// has made it regular.
export function renderPostHtml(content: string, guides?: ReadonlyMap<string, string>): string {
  const html = replaceVideoMarkers(withBreaks(sanitizePostHtml(content)), videoPosterHtml);
  return replaceGuideMarkers(html, (slug) => {
    const title = guides?.get(slug);
    return title === undefined ? guideLinkHtml(slug) : guideLinkHtml(slug, `${GUIDE_LINK_TEXT}: ${escapeHtml(title)}`);
  });
}

function withBreaks(html: string): string {
  const parts = html.split(/(<[^>]*>)/);
  let inPre = 0;
  return parts
    .map((part, i) => {
      if (part.startsWith('<')) {
        if (/^<pre\b/i.test(part)) inPre++;
        else if (/^<\/pre\b/i.test(part)) inPre--;
        return part;
      }
      if (inPre > 0 || !part.includes('\n')) return part;
      const before = parts[i - 1];
      const after = parts[i + 1];
      const start = before === undefined || BLOCK.test(before) ? /^\s*/.exec(part)![0].length : 0;
      const end = after === undefined || BLOCK.test(after) ? part.length - /\s*$/.exec(part)![0].length : part.length;
      if (start >= end) return part;
      return part.slice(0, start) + part.slice(start, end).split(/\r?\n/).join('<br>') + part.slice(end);
    })
    .join('');
}
