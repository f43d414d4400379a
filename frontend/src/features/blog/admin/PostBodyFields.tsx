import { Input } from 'antd';
import { Suspense } from 'react';
import { RichTextEditor } from './lazy-rich-text-editor';
import { PostPreview } from './PostPreview';
import type { SetPostDraft } from './use-post-draft';
import type { PostFormValues } from './use-save-post';

interface PostBodyFieldsProps {
  ids: string;
  draft: PostFormValues;
  set: SetPostDraft;
}

// A post's excerpt (with its length against the 150–200 asked for) and its content, in the
// rich-text editor (loaded when the form first shows), with the preview of the post as it is.
export function PostBodyFields({ ids, draft, set }: PostBodyFieldsProps) {
  return (
    <>
      <div className="post-form__field">
        <label htmlFor={`${ids}-excerpt`}>Excerpt</label>
        <Input.TextArea
          id={`${ids}-excerpt`}
          value={draft.excerpt}
          rows={3}
          maxLength={1000}
          aria-describedby={`${ids}-excerpt-hint`}
          placeholder="A short summary shown on the blog list"
          onChange={(event) => set({ excerpt: event.target.value })}
        />
        <span id={`${ids}-excerpt-hint`} className="post-form__hint">
          150-200 characters ({draft.excerpt.trim().length} now)
        </span>
      </div>
      <div className="post-form__field">
        <div className="post-form__label-row">
          <span id={`${ids}-content`} className="post-form__label">
            Content
          </span>
          <PostPreview draft={draft} />
        </div>
        <Suspense fallback={<div className="post-form__editor-loading">Loading the editor…</div>}>
          <RichTextEditor
            value={draft.content}
            onChange={(content) => set({ content })}
            labelledBy={`${ids}-content`}
            placeholder="Write your post…"
          />
        </Suspense>
      </div>
    </>
  );
}
