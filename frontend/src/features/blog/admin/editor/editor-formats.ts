import {
  GUIDE_EMBED_CLASS,
  isGuideSlug,
  type VideoLink,
  VIDEO_EMBED_CLASS,
  VIDEO_HOST_NAMES,
  videoOf,
} from '@coach/shared';
import Quill from 'quill';

// The editor's own blocks besides Quill's: a divider (<hr>), the marker of a YouTube or Vimeo
// video (@coach/shared video-embed.ts: the server keeps it, pages show it click-to-load, mails as
// a link) and the marker of a free guide's form (guide-embed.ts: pages show the guide's form, mails
// a link to its page). Registered once, when the editor first loads.

const BlockEmbed = Quill.import('blots/block/embed') as typeof import('quill/blots/block').BlockEmbed;

class Divider extends BlockEmbed {
  static blotName = 'divider';
  static tagName = 'HR';
}

// A marker block of `className`, not editable, labelled for the editor's CSS; its value is written
// onto the node and read back from it (null for any other <div>, a pasted one: Quill keeps its text
// as lines). The server keeps the marker empty: the label is the editor's only.
function markerBlot<Value>(
  blotName: string,
  className: string,
  marker: { label: (value: Value) => string; write: (node: HTMLElement, value: Value) => void },
  read: (data: DOMStringMap) => Value | null,
) {
  return class extends BlockEmbed {
    static blotName = blotName;
    static tagName = 'DIV';
    static className = className;

    static create(value: Value) {
      const node = super.create(value) as HTMLElement;
      node.setAttribute('contenteditable', 'false');
      marker.write(node, value);
      node.setAttribute('aria-label', marker.label(value));
      return node;
    }

    static value(node: HTMLElement): Value | null {
      return node.classList.contains(className) ? read(node.dataset) : null;
    }
  };
}

const VideoEmbed = markerBlot<VideoLink>(
  'video-embed',
  VIDEO_EMBED_CLASS,
  {
    label: (video) => `${VIDEO_HOST_NAMES[video.provider]} video ${video.id}`,
    write: (node, video) => Object.assign(node.dataset, { provider: video.provider, id: video.id }),
  },
  ({ provider, id }) => videoOf(provider, id),
);

// the guide's slug is the marker's whole value
const GuideEmbed = markerBlot<string>(
  'lead-magnet-embed',
  GUIDE_EMBED_CLASS,
  { label: (slug) => `Free guide form: /free/${slug}`, write: (node, slug) => (node.dataset.slug = slug) },
  ({ slug }) => (isGuideSlug(slug) ? slug : null),
);

Quill.register(
  { 'formats/divider': Divider, 'formats/video-embed': VideoEmbed, 'formats/lead-magnet-embed': GuideEmbed },
  true,
);

// the divider's toolbar button: a rule (Quill draws the others)
// the divider's and the guide's toolbar buttons: a rule and a small form (Quill draws the others)
const icons = Quill.import('ui/icons') as Record<string, string>;
icons.divider = '<svg viewBox="0 0 18 18"><line class="ql-stroke" x1="2" x2="16" y1="9" y2="9"></line></svg>';
icons.guide =
  '<svg viewBox="0 0 18 18"><rect class="ql-stroke" x="2" y="3" width="14" height="5" rx="1"></rect>' +
  '<rect class="ql-fill" x="2" y="11" width="8" height="4" rx="1"></rect></svg>';
