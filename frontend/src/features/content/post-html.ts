import {
  GUIDE_EMBED_CLASS,
  guideLinkHtml,
  isGuideSlug,
  VIDEO_EMBED_CLASS,
  videoOf,
  videoPosterHtml,
} from '@coach/shared';
import DOMPurify from 'dompurify';

// Elements that start a new line on their own: newlines of the HTML source next to them are
// layout, not line breaks the author typed.
const BLOCK_TAGS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DIV',
  'DL',
  'DD',
  'DT',
  'FIGURE',
  'FIGCAPTION',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TBODY',
  'TD',
  'TFOOT',
  'TH',
  'THEAD',
  'TR',
  'UL',
]);

const isBlock = (node: Node | null) => node instanceof Element && BLOCK_TAGS.has(node.tagName);

// Does the text's edge on this side touch a block boundary (a block sibling, or the edge of a
// block parent or of the whole content)?
function atBoundary(sibling: Node | null, parent: Node | null): boolean {
  if (sibling) return isBlock(sibling);
  return parent instanceof DocumentFragment || isBlock(parent);
}

// Spec: "Content newlines become line breaks". Only newlines inside text become <br>; those
// that merely separate tags (e.g. "</p>\n<p>") or sit inside <pre> are left alone.
function newlinesToBreaks(root: DocumentFragment) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if ((node as Text).data.includes('\n') && !node.parentElement?.closest('pre')) texts.push(node as Text);
  }
  for (const text of texts) {
    const { data } = text;
    const start = atBoundary(text.previousSibling, text.parentNode) ? /^\s*/.exec(data)![0].length : 0;
    const end = atBoundary(text.nextSibling, text.parentNode)
      ? data.length - /\s*$/.exec(data)![0].length
      : data.length;
    if (start >= end) continue;
    const lines = data.slice(start, end).split(/\r?\n/);
    if (lines.length === 1) continue;
    const parts: Node[] = [];
    if (start > 0) parts.push(document.createTextNode(data.slice(0, start)));
    lines.forEach((line, i) => {
      if (i > 0) parts.push(document.createElement('br'));
      if (line) parts.push(document.createTextNode(line));
    });
    if (end < data.length) parts.push(document.createTextNode(data.slice(end)));
    text.replaceWith(...parts);
  }
}

// Each editor's marker of `className` as the server's rendering writes it (@coach/shared), or gone
// when `render` finds it malformed (null).
function replaceMarkers(root: DocumentFragment, className: string, render: (marker: HTMLElement) => string | null) {
  for (const marker of root.querySelectorAll<HTMLElement>(`div.${className}`)) {
    const block = document.createElement('template');
    block.innerHTML = render(marker) ?? '';
    marker.replaceWith(block.content);
  }
}

// a video as its click-to-load poster (video-player.ts plays it), a guide's form as the link to the
// guide's page (SafeHtml puts the form there); a marker with anything inside is not the editor's
function embeds(root: DocumentFragment) {
  replaceMarkers(root, VIDEO_EMBED_CLASS, ({ dataset }) => {
    const video = videoOf(dataset.provider, dataset.id);
    return video && videoPosterHtml(video);
  });
  replaceMarkers(root, GUIDE_EMBED_CLASS, (marker) => {
    const { slug } = marker.dataset;
    return isGuideSlug(slug) && !marker.hasChildNodes() ? guideLinkHtml(slug) : null;
  });
}

// A post's content as safe HTML: sanitised again on render (the server sanitised it on write),
// links opened in a new tab without access to this page, typed newlines shown as breaks, videos
// as click-to-load posters and guides' forms as links to their pages.
export function renderPostHtml(content: string): string {
  const fragment = DOMPurify.sanitize(content, { RETURN_DOM_FRAGMENT: true, ADD_ATTR: ['target'] });
  for (const link of fragment.querySelectorAll('a[target]')) {
    link.setAttribute('rel', 'noopener noreferrer');
  }
  newlinesToBreaks(fragment);
  embeds(fragment);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
