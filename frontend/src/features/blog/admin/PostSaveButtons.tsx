import { CalendarOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ScheduleDialog } from './ScheduleDialog';

interface PostSaveButtonsProps {
  // editing a post that is live, queued or scheduled (a draft's buttons are a new post's)
  editing: boolean;
  saving: boolean;
  // which button is at work (true: publish)
  savingAs: boolean | null;
  onSave: (published: boolean) => void;
  // "Schedule for…" (a post not yet live, once the site's time zone is known): saved and dated for
  // the date and time picked on the site's clock
  schedule?: { zone: string; publishAt: string | null; onSchedule: (publishAt: string) => Promise<unknown> };
}

// The post's saves: into the queue (or as it is), scheduled for a date, or published and sent now.
export function PostSaveButtons({ editing, saving, savingAs, onSave, schedule }: PostSaveButtonsProps) {
  const [picking, setPicking] = useState(false);
  return (
    <div className="post-form__actions">
      <Button
        size="large"
        icon={<PlusOutlined aria-hidden />}
        disabled={saving}
        loading={saving && savingAs === false}
        onClick={() => onSave(false)}
      >
        {editing ? 'Update Post' : 'Add to Queue'}
      </Button>
      {schedule && (
        <Button size="large" icon={<CalendarOutlined aria-hidden />} disabled={saving} onClick={() => setPicking(true)}>
          Schedule for…
        </Button>
      )}
      <Button
        size="large"
        type="primary"
        icon={<SendOutlined aria-hidden />}
        disabled={saving}
        loading={saving && savingAs === true}
        onClick={() => onSave(true)}
      >
        {editing ? 'Update & Publish' : 'Publish & Send Now'}
      </Button>
      {schedule && picking && (
        <ScheduleDialog
          zone={schedule.zone}
          publishAt={schedule.publishAt}
          title="Schedule for…"
          okText="Schedule"
          onSchedule={schedule.onSchedule}
          onClose={() => setPicking(false)}
        />
      )}
    </div>
  );
}
