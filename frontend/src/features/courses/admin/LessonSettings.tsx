import { InputNumber, Switch } from 'antd';
import type { LessonFields, SetLessonFields } from './use-lesson-form';

export const MAX_DRIP_DAYS = 3650;

interface LessonSettingsProps {
  ids: string;
  fields: LessonFields;
  set: SetLessonFields;
}

// Whether a lesson is a free preview, how many days after enrolment it opens, and its state.
export function LessonSettings({ ids, fields, set }: LessonSettingsProps) {
  return (
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
  );
}
