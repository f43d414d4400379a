import { DatePicker, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { dayHasPassed, firstOffer, publishAtOf, stillToCome, wallTimeOf } from './publishing-schedule';

const WALL_FORMAT = 'YYYY-MM-DD HH:mm';

interface ScheduleDialogProps {
  // the site's time zone: the date and time picked are its
  zone: string;
  // the post's current date (an ISO instant), when it has one (moving it)
  publishAt?: string | null;
  title: string;
  okText: string;
  // resolves false (or throws) when nothing was scheduled: the dialog stays for another choice
  onSchedule: (publishAt: string) => Promise<unknown>;
  onClose: () => void;
}

// "Schedule for…": a date and time on the site's clock, a minute still to come; the post goes live
// and is e-mailed then.
export function ScheduleDialog({ zone, publishAt, title, okText, onSchedule, onClose }: ScheduleDialogProps) {
  const [picked, setPicked] = useState<Dayjs | null>(() =>
    dayjs(publishAt ? wallTimeOf(publishAt, zone) : firstOffer(zone)),
  );
  const [busy, setBusy] = useState(false);
  const wall = picked?.format(WALL_FORMAT) ?? null;
  const fine = wall !== null && stillToCome(wall, zone);

  const confirm = async () => {
    if (!wall || !fine) return;
    setBusy(true);
    try {
      if ((await onSchedule(publishAtOf(wall, zone))) !== false) onClose();
    } catch {
      // the caller said why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ disabled: !fine }}
      confirmLoading={busy}
      onOk={confirm}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>The post goes live and is e-mailed to your subscribers at this date and time ({zone} time).</p>
      <DatePicker
        aria-label={`Publication date and time (${zone})`}
        showTime={{ format: 'HH:mm' }}
        format={WALL_FORMAT}
        value={picked}
        allowClear={false}
        needConfirm={false}
        disabledDate={(day) => dayHasPassed(day.format('YYYY-MM-DD'), zone)}
        onChange={(value) => setPicked(value)}
        // Enter takes the date typed, and does not schedule yet
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      {wall && !fine && <p className="blog-admin-error">Choose a date and time in the future.</p>}
    </Modal>
  );
}
