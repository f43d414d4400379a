import type Quill from 'quill';
import 'quill/dist/quill.snow.css';
import { useEffect, useRef, useState } from 'react';
import { GuideDialog } from './editor/GuideDialog';
import { ImageDialog } from './editor/ImageDialog';
import { LinkDialog } from './editor/LinkDialog';
import { VideoDialog } from './editor/VideoDialog';
import './editor/editor.css';
import { createQuill, editorHtml, type InsertRequest, setHtml } from './quill-editor';

export interface RichTextEditorProps {
  // HTML; '' when the editor is empty
  value: string;
  onChange: (html: string) => void;
  // id of the element that names the editor (its visible label)
  labelledBy: string;
  placeholder?: string;
}

// A small controlled wrapper around Quill 2 (snow theme). Lazy-loaded: only the admin editor uses it.
// The link, image, video and guide buttons open a dialog here; what it gives goes in where the selection
// was when it opened.
export default function RichTextEditor({ value, onChange, labelledBy, placeholder }: RichTextEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const [request, setRequest] = useState<InsertRequest | null>(null);
  // the HTML the editor holds, so a value we emitted ourselves is not written back
  const htmlRef = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const host = hostRef.current!;
    const quill = createQuill(host, labelledBy, placeholder, setRequest);
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

  // runs `edit` on the editor at the asked place, then closes the dialog
  const insert = (edit: (quill: Quill, index: number, length: number) => number) => {
    const quill = quillRef.current;
    if (quill && request) {
      const { index, length } = request.range;
      quill.setSelection(edit(quill, index, length), 0, 'user');
    }
    setRequest(null);
  };
  const insertBlock = (kind: string, value: unknown, formats: Record<string, unknown> = {}) =>
    insert((quill, index, length) => {
      quill.deleteText(index, length, 'user');
      quill.insertEmbed(index, kind, value, 'user');
      if (Object.keys(formats).length > 0) quill.formatText(index, 1, formats, 'user');
      return index + 1;
    });
  const cancel = () => setRequest(null);

  return (
    <>
      <div ref={hostRef} className="rich-text-editor" />
      <LinkDialog
        open={request?.kind === 'link'}
        href={request?.href}
        askText={request?.kind === 'link' && request.range.length === 0}
        onCancel={cancel}
        onInsert={({ href, text }) =>
          insert((quill, index, length) => {
            if (length > 0) {
              quill.formatText(index, length, 'link', href, 'user');
              return index + length;
            }
            quill.insertText(index, text, 'link', href, 'user');
            return index + text.length;
          })
        }
      />
      <ImageDialog
        open={request?.kind === 'image'}
        onCancel={cancel}
        onInsert={({ src, alt, width, height }) => insertBlock('image', src, { alt, width, height })}
      />
      <VideoDialog
        open={request?.kind === 'video'}
        onCancel={cancel}
        onInsert={(video) => insertBlock('video-embed', video)}
      />
      <GuideDialog
        open={request?.kind === 'guide'}
        onCancel={cancel}
        onInsert={(slug) => insertBlock('lead-magnet-embed', slug)}
      />
    </>
  );
}
