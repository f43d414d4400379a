import type Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { useEffect, useRef } from 'react';
import { createQuill, editorHtml, setHtml } from './quill-editor';

export interface RichTextEditorProps {
  // HTML; '' when the editor is empty
  value: string;
  onChange: (html: string) => void;
  // id of the element that names the editor (its visible label)
  labelledBy: string;
  placeholder?: string;
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
    const quill = createQuill(host, labelledBy, placeholder);
    quillRef.current = quill;
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
