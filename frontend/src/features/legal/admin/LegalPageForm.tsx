import { ExportOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { Suspense, useId } from 'react';
// the blog's editor (Quill), loaded when the tab first shows
import { RichTextEditor } from '../../blog/admin';
import { formatLastUpdated, legalPage } from '../legal-pages';
import type { LegalPageDto } from './api';
import { useLegalPageForm } from './use-legal-page-form';

// One legal page's title and text; what is wrong shows under its field, in the API's words.
export function LegalPageForm({ page }: { page: LegalPageDto }) {
  const ids = useId();
  const { title, setTitle, content, setContent, errors, saving, submit } = useLegalPageForm(page);

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
      <Button type="primary" size="large" icon={<SaveOutlined aria-hidden />} loading={saving} onClick={submit}>
        Save Page
      </Button>
    </div>
  );
}
