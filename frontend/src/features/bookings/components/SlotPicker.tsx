import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton } from 'antd';
import { useState } from 'react';
import { serverMessage } from '../../../api/error-message';
import { useChatLauncherAside } from '../../chat';
import { dayLabels } from '../lib/session-times';
import type { SlotTime } from '../lib/slot-days';
import { useSlotRange } from '../lib/use-slot-range';
import { type DayKey, dayOf } from '../lib/zoned-days';
import { SlotTimes } from './SlotTimes';
import { TimeZoneSelect } from './TimeZoneSelect';
import '../bookings.css';

const LOAD_FAILED = 'The free times could not be loaded. Please try again later.';

export interface SlotPickerProps {
  productId: number;
  timeZone: string;
  onTimeZoneChange: (zone: string) => void;
  onChoose: (slot: SlotTime) => void;
  // the start of the time chosen last, marked among the times
  chosen?: string | null;
  // while a choice is on its way to the server
  busy?: boolean;
}

// The free times of a consultation: a range of days (the ones without times cannot be chosen), the
// chosen day's times in the visitor's zone, which is named and can be changed, and the ranges
// before and after.
export function SlotPicker({ productId, timeZone, onTimeZoneChange, onChoose, chosen, busy }: SlotPickerProps) {
  const range = useSlotRange(productId, timeZone);
  // on a phone the chat button would sit over the day and time buttons
  useChatLauncherAside();
  // the day of a time chosen before (coming back from signing in) shows first
  const [chosenDay, setChosenDay] = useState<DayKey | null>(() => (chosen ? dayOf(chosen, timeZone) : null));
  const first = dayLabels(range.first);
  const last = dayLabels(range.last);
  return (
    <div className="slot-picker">
      <TimeZoneSelect value={timeZone} onChange={onTimeZoneChange} />
      <div className="slot-picker__range">
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label="Earlier days"
          disabled={!range.canGoEarlier}
          onClick={range.earlier}
        />
        <span className="slot-picker__range-label">
          {first.date} – {last.date}
        </span>
        <Button icon={<RightOutlined aria-hidden />} aria-label="Later days" onClick={range.later} />
      </div>
      {range.error ? (
        <Alert type="error" showIcon title={serverMessage(range.error, LOAD_FAILED)} />
      ) : !range.days ? (
        <div role="status" aria-label="Loading the free times">
          <Skeleton active paragraph={{ rows: 2 }} />
        </div>
      ) : (
        <SlotTimes
          days={range.days}
          chosenDay={chosenDay}
          onDay={setChosenDay}
          {...{ timeZone, onChoose, chosen, busy }}
        />
      )}
    </div>
  );
}
