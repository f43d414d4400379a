import { Button, Input } from 'antd';
import { useState } from 'react';
import { dateTimeIn } from '../../../../lib/time-zones';
import { zonedInstant } from '../../../../lib/zoned-time';
import { useSiteTimeZone } from '../../../site/admin';
import type { BroadcastDto } from '../api';

interface ScheduleControlsProps {
  broadcast: Pick<BroadcastDto, 'status' | 'scheduledAt'> | null;
  busy: boolean;
  // at: an ISO instant (now or a past one: at once)
  onSchedule: (at: string) => void;
  // back to a draft
  onUnschedule: () => void;
}

// When the broadcast goes: a day and a time on the site's clock, or now; a scheduled one says when
// and can be taken back to a draft until it is sent.
export function ScheduleControls({ broadcast, busy, onSchedule, onUnschedule }: ScheduleControlsProps) {
  const zone = useSiteTimeZone();
  const [day, setDay] = useState('');
  const [time, setTime] = useState('09:00');
  if (broadcast?.status === 'scheduled' && broadcast.scheduledAt) {
    return (
      <div className="automations-admin__row">
        <span role="status">
          Scheduled for {zone ? dateTimeIn(broadcast.scheduledAt, zone) : broadcast.scheduledAt}
        </span>
        <Button danger loading={busy} onClick={onUnschedule}>
          Cancel sending
        </Button>
      </div>
    );
  }
  return (
    <div className="automations-admin__row" role="group" aria-label="Schedule">
      <Input type="date" aria-label="Send on" value={day} onChange={(e) => setDay(e.target.value)} />
      <Input
        type="time"
        aria-label={`At (${zone ?? 'site time'})`}
        value={time}
        onChange={(e) => setTime(e.target.value)}
      />
      <Button
        disabled={!day || !time || !zone}
        loading={busy}
        onClick={() => onSchedule(zonedInstant(day, time, zone!).toISOString())}
      >
        Schedule
      </Button>
      <Button type="primary" danger loading={busy} onClick={() => onSchedule(new Date().toISOString())}>
        Send now
      </Button>
    </div>
  );
}
