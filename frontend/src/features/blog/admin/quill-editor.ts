import Quill from 'quill';

// Spec: bold, italic, underline, H2, H3, H4, bullet list, numbered list, blockquote.
const TOOLBAR = [
  ['bold', 'italic', 'underline'],
  [{ header: 2 }, { header: 3 }, { header: 4 }],
  [{ list: 'bullet' }, { list: 'ordered' }],
  ['blockquote'],
];

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
};

// A Quill 2 editor (snow theme) in a new element of `host`, which assistive technology reads as a
// labelled multi-line text box with a toolbar of named buttons.
export function createQuill(host: HTMLElement, labelledBy: string, placeholder: string | undefined): Quill {
  const element = host.appendChild(document.createElement('div'));
  const quill = new Quill(element, { theme: 'snow', modules: { toolbar: TOOLBAR }, placeholder });
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
  }
  return quill;
}

// The editor's HTML; '' when it holds nothing (no text, no picture).
export function editorHtml(quill: Quill): string {
  const empty = quill.getText().trim() === '' && !quill.root.querySelector('img');
  // root.innerHTML, not getSemanticHTML(): Quill 2.0.3's semantic HTML turns every space into &nbsp;
  return empty ? '' : quill.root.innerHTML;
}

export function setHtml(quill: Quill, html: string) {
  quill.setContents(quill.clipboard.convert({ html }), 'silent');
}
