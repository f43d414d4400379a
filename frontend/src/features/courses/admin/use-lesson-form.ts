import { useState } from 'react';
import type { LessonAdminDto, SaveLessonDto } from './api';
import { useSaveCourseLessonMutation } from './api';
import { builderAction } from './builder-action';

export type LessonFields = Required<Pick<SaveLessonDto, 'title' | 'bodyHtml' | 'freePreview' | 'dripDays' | 'status'>>;
export type SetLessonFields = (change: Partial<LessonFields>) => void;

const fieldsOf = (lesson: LessonAdminDto): LessonFields => ({
  title: lesson.title,
  bodyHtml: lesson.bodyHtml,
  freePreview: lesson.freePreview,
  dripDays: lesson.dripDays,
  status: lesson.status,
});

// The lesson editor's fields and Save, which sends them (the title trimmed) and takes in what was
// saved. The form holds what is typed: a refetch of the lesson (after an upload) leaves it as it is.
export function useLessonForm(lesson: LessonAdminDto) {
  const [fields, setFields] = useState(() => fieldsOf(lesson));
  const [save, { isLoading: saving }] = useSaveCourseLessonMutation();
  const set: SetLessonFields = (change) => setFields((current) => ({ ...current, ...change }));
  const title = fields.title.trim();

  const submit = async () => {
    const saved = await builderAction(
      () => save({ lessonId: lesson.id, saveLessonDto: { ...fields, title } }).unwrap(),
      { done: 'Lesson Saved', failed: 'Save Failed' },
    );
    if (saved) setFields(fieldsOf(saved));
  };

  return { fields, set, canSave: title !== '', saving, submit };
}
