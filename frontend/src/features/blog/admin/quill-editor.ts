import Quill from 'quill';
import type { Range } from 'quill';
import './editor/editor-formats';

// Spec: bold, italic, underline, H2, H3, H4, bullet list, numbered list, blockquote; then (issue 49)
// a link, a picture, a YouTube or Vimeo video and a divider; (issue 47) a free guide's form.
const TOOLBAR = [
  ['bold', 'italic', 'underline'],
  [{ header: 2 }, { header: 3 }, { header: 4 }],
  [{ list: 'bullet' }, { list: 'ordered' }],
  ['blockquote'],
  ['link', 'image', 'video', 'divider', 'guide'],
];

// What the insert buttons ask for (RichTextEditor's dialogs): where to insert (the selection when
// asked), and for a link the address it has now (editing one).
export type InsertKind = 'link' | 'image' | 'video' | 'guide';
export interface InsertRequest {
  kind: InsertKind;
  range: Range;
  href?: string;
}

// Quill labels its buttons "header: 2"; people read these instead.
const BUTTON_LABELS: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  'header:2': 'Heading 2',
  'header:3': 'Heading 3',
  'header:4': 'Heading 4',
  'list:bullet': 'Bullet list',
  'list:ordered': 'Numbered list',
  blockquote: 'Blockquote',
  link: 'Insert link',
  image: 'Insert image',
  video: 'Insert video',
  divider: 'Insert divider',
  guide: 'Insert free guide form',
};

// A Quill 2 editor (snow theme) in a new element of `host`, which assistive technology reads as a
// labelled multi-line text box with a toolbar of named buttons. The link, image, video and guide buttons
// (and the link tooltip's "Edit") ask `insert` to open its dialog; a dropped or pasted picture file
// is not taken (it would be kept nowhere: pictures come through "Insert image" and the uploads).
export function createQuill(
  host: HTMLElement,
  labelledBy: string,
  placeholder: string | undefined,
  insert: (request: InsertRequest) => void,
): Quill {
  const element = host.appendChild(document.createElement('div'));
  const ask = (kind: InsertKind) =>
    function (this: { quill: Quill }, value: boolean) {
      const range = this.quill.getSelection(true);
      if (kind === 'link' && !value) this.quill.format('link', false, 'user');
      else insert({ kind, range });
    };
  const quill = new Quill(element, {
    theme: 'snow',
    modules: {
      toolbar: {
        container: TOOLBAR,
        handlers: {
          link: ask('link'),
          image: ask('image'),
          video: ask('video'),
          guide: ask('guide'),
          divider: insertDivider,
        },
      },
      uploader: { mimetypes: [] },
    },
    placeholder,
  });
  editLinksThroughDialog(quill, insert);
  quill.root.setAttribute('role', 'textbox');
  quill.root.setAttribute('aria-multiline', 'true');
  quill.root.setAttribute('aria-labelledby', labelledBy);
  const toolbar = host.querySelector('.ql-toolbar');
  toolbar?.setAttribute('role', 'toolbar');
  toolbar?.setAttribute('aria-label', 'Formatting');
  for (const button of host.querySelectorAll<HTMLButtonElement>('.ql-toolbar button')) {
    const format = [...button.classList].find((c) => c.startsWith('ql-'))?.slice(3) ?? '';
    const key = button.value ? `${format}:${button.value}` : format;
    if (BUTTON_LABELS[key]) button.setAttribute('aria-label', BUTTON_LABELS[key]);
    if (['link', 'image', 'video', 'divider', 'guide'].includes(key)) button.dataset.testid = `editor-insert-${key}`;
  }
  return quill;
}

function insertDivider(this: { quill: Quill }) {
  const { index, length } = this.quill.getSelection(true);
  this.quill.deleteText(index, length, 'user');
  this.quill.insertEmbed(index, 'divider', true, 'user');
  this.quill.setSelection(index + 1, 0, 'user');
}

// The snow theme's tooltip on a link offers "Edit": the address goes through the link dialog (and
// its check) too, for the whole link.
function editLinksThroughDialog(quill: Quill, insert: (request: InsertRequest) => void) {
  const tooltip = (quill.theme as unknown as { tooltip: LinkTooltip }).tooltip;
  const edit = tooltip.edit.bind(tooltip);
  tooltip.edit = (mode, preview) => {
    if (mode !== 'link') return edit(mode, preview);
    const range = tooltip.linkRange ?? quill.getSelection(true);
    tooltip.hide();
    insert({ kind: 'link', range, href: preview ?? undefined });
  };
}

interface LinkTooltip {
  linkRange?: Range;
  edit(mode?: string, preview?: string | null): void;
  hide(): void;
}

// The editor's HTML; '' when it holds nothing (no text, no picture, no video, no guide's form).
export function editorHtml(quill: Quill): string {
  const empty = quill.getText().trim() === '' && !quill.root.querySelector('img, .video-embed, .lead-magnet-embed');
  // root.innerHTML, not getSemanticHTML(): Quill 2.0.3's semantic HTML turns every space into &nbsp;
  return empty ? '' : quill.root.innerHTML;
}

export function setHtml(quill: Quill, html: string) {
  quill.setContents(quill.clipboard.convert({ html }), 'silent');
}
