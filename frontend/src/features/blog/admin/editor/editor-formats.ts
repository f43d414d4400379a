import { type VideoLink, VIDEO_EMBED_CLASS, VIDEO_HOST_NAMES, videoOf } from '@coach/shared';
import Quill from 'quill';

// The editor's own blocks besides Quill's: a divider (<hr>) and the marker of a YouTube or Vimeo
// video (@coach/shared video-embed.ts: the server keeps it, pages show it click-to-load, mails as
// a link). Registered once, when the editor first loads.

const BlockEmbed = Quill.import('blots/block/embed') as typeof import('quill/blots/block').BlockEmbed;

class Divider extends BlockEmbed {
  static blotName = 'divider';
  static tagName = 'HR';
}

class VideoEmbed extends BlockEmbed {
  static blotName = 'video-embed';
  static tagName = 'DIV';
  static className = VIDEO_EMBED_CLASS;

  static create(video: VideoLink) {
    const node = super.create(video) as HTMLElement;
    node.setAttribute('contenteditable', 'false');
    node.dataset.provider = video.provider;
    node.dataset.id = video.id;
    // shown in the editor only (CSS); the server keeps the marker empty
    node.setAttribute('aria-label', `${VIDEO_HOST_NAMES[video.provider]} video ${video.id}`);
    return node;
  }

  // null for any other <div> (a pasted one): Quill keeps its text as lines
  static value(node: HTMLElement): VideoLink | null {
    return node.classList.contains(VIDEO_EMBED_CLASS) ? videoOf(node.dataset.provider, node.dataset.id) : null;
  }
}

Quill.register({ 'formats/divider': Divider, 'formats/video-embed': VideoEmbed }, true);

// the divider's toolbar button: a rule (Quill draws the others)
(Quill.import('ui/icons') as Record<string, string>).divider =
  '<svg viewBox="0 0 18 18"><line class="ql-stroke" x1="2" x2="16" y1="9" y2="9"></line></svg>';
