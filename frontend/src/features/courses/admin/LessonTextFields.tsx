import { Input } from 'antd';
import { Suspense } from 'react';
// the blog's editor (Quill), the one posts are written in, loaded when the editor first shows
import { RichTextEditor } from '../../blog/admin';
import type { LessonFields, SetLessonFields } from './use-lesson-form';

interface LessonTextFieldsProps {
  // the ids' stem (useId of the form)
  ids: string;
  fields: LessonFields;
  set: SetLessonFields;
}

// A lesson's title (marked when empty) and its text, in the rich-text editor.
export function LessonTextFields({ ids, fields, set }: LessonTextFieldsProps) {
  return (
    <>
      <div className="lesson-editor__field">
        <label htmlFor={`${ids}-title`}>Title</label>
        <Input
          id={`${ids}-title`}
          value={fields.title}
          maxLength={200}
          status={fields.title.trim() ? undefined : 'error'}
          onChange={(event) => set({ title: event.target.value })}
        />
      </div>
      <div className="lesson-editor__field">
        <span id={`${ids}-body`} className="lesson-editor__label">
          Lesson text
        </span>
        <Suspense fallback={<div className="lesson-editor__loading">Loading the editor…</div>}>
          <RichTextEditor
            value={fields.bodyHtml}
            onChange={(bodyHtml) => set({ bodyHtml })}
            labelledBy={`${ids}-body`}
          />
        </Suspense>
      </div>
    </>
  );
}
