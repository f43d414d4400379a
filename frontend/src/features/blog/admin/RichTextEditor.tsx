import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { useEffect, useRef } from 'react';

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

export interface RichTextEditorProps {
  // HTML; '' when the editor is empty
  value: string;
  onChange: (html: string) => void;
  // id of the element that names the editor (its visible label)
  labelledBy: string;
  placeholder?: string;
}

function editorHtml(quill: Quill): string {
  const empty = quill.getText().trim() === '' && !quill.root.querySelector('img');
  // root.innerHTML, not getSemanticHTML(): Quill 2.0.3's semantic HTML turns every space into &nbsp;
  return empty ? '' : quill.root.innerHTML;
}

function setHtml(quill: Quill, html: string) {
  quill.setContents(quill.clipboard.convert({ html }), 'silent');
}

// A small controlled wrapper around Quill 2 (snow theme). Lazy-loaded: only the admin editor uses it.
export default function RichTextEditor({ value, onChange, labelledBy, placeholder }: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  // the HTML the editor holds, so a value we emitted ourselves is not written back
  const htmlRef = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const host = hostRef.current!;
    const element = host.appendChild(document.createElement('div'));
    const quill = new Quill(element, { theme: 'snow', modules: { toolbar: TOOLBAR }, placeholder });
    quillRef.current = quill;

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

    if (htmlRef.current) setHtml(quill, htmlRef.current);
    quill.on('text-change', () => {
      htmlRef.current = editorHtml(quill);
      onChangeRef.current(htmlRef.current);
    });
    return () => {
      quill.off('text-change');
      quillRef.current = null;
      host.replaceChildren();
    };
  }, [labelledBy, placeholder]);

  useEffect(() => {
    const quill = quillRef.current;
    if (quill && value !== htmlRef.current) {
      htmlRef.current = value;
      setHtml(quill, value);
    }
  }, [value]);

  return <div ref={hostRef} className="rich-text-editor" />;
}
