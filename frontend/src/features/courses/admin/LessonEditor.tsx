import { CloseOutlined, ExportOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Input, InputNumber, Spin, Switch } from 'antd';
import { Suspense, useId, useState } from 'react';
import { serverMessage } from '../../../api/error-message';
// the blog's editor (Quill), the one posts are written in, loaded when the editor first shows
import { RichTextEditor } from '../../blog/admin';
import type { LessonAdminDto, SaveLessonDto } from './api';
import { useDeleteCourseLessonMutation, useGetCourseLessonForAdminQuery, useSaveCourseLessonMutation } from './api';
import { builderAction } from './builder-action';
import { ConfirmAction } from './ConfirmAction';
import { LessonAttachments } from './LessonAttachments';
import { LessonVideo } from './LessonVideo';

export const LESSON_LOAD_FAILED = 'Failed to load this lesson. Please try again.';
export const MAX_DRIP_DAYS = 3650;

interface LessonEditorProps {
  lessonId: number;
  // the course's address, for the lesson's preview
  slug: string;
  onClose: () => void;
}

// One lesson: its title, text, video, attachments, free preview, drip day and state; Save sends
// what the form holds (the video and attachments are saved as they change).
export function LessonEditor({ lessonId, slug, onClose }: LessonEditorProps) {
  const { data: lesson, error, isLoading } = useGetCourseLessonForAdminQuery({ lessonId });
  if (isLoading) return <Spin aria-label="Loading the lesson" />;
  if (!lesson) {
    return (
      <p className="status-message status-message--error" role="alert">
        {serverMessage(error, LESSON_LOAD_FAILED)}
      </p>
    );
  }
  return <LessonForm lesson={lesson} slug={slug} onClose={onClose} />;
}

type LessonFields = Required<Pick<SaveLessonDto, 'title' | 'bodyHtml' | 'freePreview' | 'dripDays' | 'status'>>;

const fieldsOf = (lesson: LessonAdminDto): LessonFields => ({
  title: lesson.title,
  bodyHtml: lesson.bodyHtml,
  freePreview: lesson.freePreview,
  dripDays: lesson.dripDays,
  status: lesson.status,
});

function LessonForm({ lesson, slug, onClose }: { lesson: LessonAdminDto; slug: string; onClose: () => void }) {
  const ids = useId();
  // the form holds what is typed; a refetch of the lesson (after an upload) leaves it as it is
  const [fields, setFields] = useState(() => fieldsOf(lesson));
  const [save, saving] = useSaveCourseLessonMutation();
  const [remove] = useDeleteCourseLessonMutation();
  const set = (change: Partial<LessonFields>) => setFields((current) => ({ ...current, ...change }));
  const title = fields.title.trim();

  const submit = async () => {
    const saved = await builderAction(
      () => save({ lessonId: lesson.id, saveLessonDto: { ...fields, title } }).unwrap(),
      { done: 'Lesson Saved', failed: 'Save Failed' },
    );
    if (saved) setFields(fieldsOf(saved));
  };

  return (
    <div className="lesson-editor">
      <div className="lesson-editor__top">
        <h2 className="lesson-editor__heading">Edit lesson</h2>
        <Button
          href={`/courses/${slug}/lessons/${lesson.id}`}
          target="_blank"
          rel="noopener"
          icon={<ExportOutlined aria-hidden />}
        >
          Preview
        </Button>
        <Button type="text" icon={<CloseOutlined aria-hidden />} aria-label="Close the lesson" onClick={onClose} />
      </div>

      <div className="lesson-editor__field">
        <label htmlFor={`${ids}-title`}>Title</label>
        <Input
          id={`${ids}-title`}
          value={fields.title}
          maxLength={200}
          status={title ? undefined : 'error'}
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

      <LessonVideo lesson={lesson} />
      <LessonAttachments lesson={lesson} />

      <div className="lesson-editor__settings">
        <label className="lesson-editor__switch">
          <Switch
            aria-label="Free preview"
            checked={fields.freePreview}
            onChange={(freePreview) => set({ freePreview })}
          />
          <span aria-hidden>Free preview</span>
        </label>
        <label className="lesson-editor__drip" htmlFor={`${ids}-drip`}>
          Drip (days after enrolment)
        </label>
        <InputNumber
          id={`${ids}-drip`}
          min={0}
          max={MAX_DRIP_DAYS}
          precision={0}
          value={fields.dripDays}
          onChange={(days) => set({ dripDays: days ?? 0 })}
        />
        <Switch
          aria-label="Published"
          checked={fields.status === 'published'}
          checkedChildren="Published"
          unCheckedChildren="Draft"
          onChange={(published) => set({ status: published ? 'published' : 'draft' })}
        />
      </div>

      <div className="lesson-editor__actions">
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          loading={saving.isLoading}
          disabled={!title}
          onClick={submit}
        >
          Save Lesson
        </Button>
        <ConfirmAction
          title={`Delete the lesson “${lesson.title}”?`}
          description="Its video and files go too."
          okText="Delete"
          label="Delete Lesson"
          action={() => remove({ lessonId: lesson.id }).unwrap()}
          done="Lesson Deleted"
          failed="Delete Failed"
        />
      </div>
    </div>
  );
}
