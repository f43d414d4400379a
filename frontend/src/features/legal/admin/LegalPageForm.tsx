import { ExportOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { Suspense, useId, useState } from 'react';
import { fieldErrors, serverMessage } from '../../../api/error-message';
import { toast } from '../../../components/toast';
// the blog's editor (Quill), loaded when the tab first shows
import { RichTextEditor } from '../../blog/admin';
import { type LegalPageDto, useSaveLegalPageMutation } from './api';
import { CONTENT_REQUIRED, formatLastUpdated, legalPage, TITLE_REQUIRED } from '../legal-pages';

export const SAVE_FAILED = 'Failed to save the page. Please try again.';

type Errors = Partial<Record<'title' | 'content', string>>;

const check = (title: string, content: string): Errors => ({
  ...(title.trim() ? {} : { title: TITLE_REQUIRED }),
  ...(content ? {} : { content: CONTENT_REQUIRED }),
});

// One legal page's title and text; what is wrong shows under its field, in the API's words.
export function LegalPageForm({ page }: { page: LegalPageDto }) {
  const ids = useId();
  const [title, setTitle] = useState(page.title);
  const [content, setContent] = useState(page.content);
  const [errors, setErrors] = useState<Errors>({});
  const [save, { isLoading }] = useSaveLegalPageMutation();

  const submit = async () => {
    const problems = check(title, content);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      const saved = await save({ slug: page.slug, saveLegalPageDto: { title: title.trim(), content } }).unwrap();
      toast({ title: 'Page Saved', description: `${saved.title} has been saved.` });
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors({ title: fields.title, content: fields.content });
      toast({ title: 'Save Failed', description: serverMessage(error, SAVE_FAILED), variant: 'destructive' });
    }
  };

  return (
    <div className="legal-admin__form">
      <p className="legal-admin__updated">
        Last updated <time dateTime={page.updatedAt}>{formatLastUpdated(page.updatedAt)}</time>
        <Button href={legalPage(page.slug).path} target="_blank" rel="noopener" icon={<ExportOutlined aria-hidden />}>
          View Page
        </Button>
      </p>
      <div className="legal-admin__field">
        <label htmlFor={`${ids}-title`}>Title</label>
        <Input
          id={`${ids}-title`}
          value={title}
          maxLength={120}
          status={errors.title ? 'error' : undefined}
          aria-describedby={errors.title ? `${ids}-title-error` : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {errors.title && (
          <p id={`${ids}-title-error`} className="legal-admin__error" role="alert">
            {errors.title}
          </p>
        )}
      </div>
      <div className="legal-admin__field">
        <span id={`${ids}-content`} className="legal-admin__label">
          Text
        </span>
        <Suspense fallback={<div className="legal-admin__loading">Loading the editor…</div>}>
          <RichTextEditor value={content} onChange={setContent} labelledBy={`${ids}-content`} />
        </Suspense>
        {errors.content && (
          <p className="legal-admin__error" role="alert">
            {errors.content}
          </p>
        )}
      </div>
      <Button type="primary" size="large" icon={<SaveOutlined aria-hidden />} loading={isLoading} onClick={submit}>
        Save Page
      </Button>
    </div>
  );
}
