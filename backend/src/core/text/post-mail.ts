import {
  guideMailLinkHtml,
  guidePath,
  plainText,
  replaceGuideMarkers,
  replaceVideoMarkers,
  videoMailLinkHtml,
  watchUrlOf,
} from '@coach/shared';
import { sanitizePostHtml } from './html';

// the editor's own uploads and links are site paths; a mail needs the whole address
const absolute = (publicUrl: string, html: string) => html.replace(/\b(src|href)="\/(?!\/)/g, `$1="${publicUrl}/`);

// Rich text from the admin editor (a post, a marketing mail) as a mail shows it: sanitised, every
// address whole, each video a link to its page on its host (no player in a mail) and each guide's
// form a link to the guide's page (where its form is); the text part names those addresses.
export function postMailParts(publicUrl: string, content: string): { html: string; text: string } {
  const clean = sanitizePostHtml(content);
  const textual = replaceVideoMarkers(clean, (video) => `<p>Watch the video: ${watchUrlOf(video)}</p>`);
  return {
    html: absolute(publicUrl, replaceGuideMarkers(replaceVideoMarkers(clean, videoMailLinkHtml), guideMailLinkHtml)),
    text: plainText(
      replaceGuideMarkers(textual, (slug) => `<p>Get the free guide: ${publicUrl}${guidePath(slug)}</p>`),
    ),
  };
}
