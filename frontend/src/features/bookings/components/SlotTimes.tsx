import { Button, Empty } from 'antd';
import { dayLabels, timeOf } from '../lib/session-times';
import { type PickerDay, shownDay } from '../lib/slot-days';
import type { DayKey } from '../lib/zoned-days';
import { DayStrip } from './DayStrip';
import type { SlotPickerProps } from './SlotPicker';

export const NO_FREE_TIMES = 'No free times in these days';

interface SlotTimesProps extends Pick<SlotPickerProps, 'timeZone' | 'onChoose' | 'chosen' | 'busy'> {
  days: PickerDay[];
  chosenDay: DayKey | null;
  onDay: (day: DayKey) => void;
}

// The days of the range, and the free times of the one shown (the chosen day, else the first with
// times), each a button in the visitor's zone.
export function SlotTimes({ days, chosenDay, onDay, timeZone, onChoose, chosen, busy }: SlotTimesProps) {
  const shown = shownDay(days, chosenDay);
  if (!shown) return <Empty description={NO_FREE_TIMES} />;
  return (
    <>
      <DayStrip days={days} shown={shown.day} onChoose={onDay} />
      <div className="slot-picker__times" role="group" aria-label={`Free times on ${dayLabels(shown.day).long}`}>
        {shown.times.map((slot) => (
          <Button
            key={slot.startsAt}
            type={slot.startsAt === chosen ? 'primary' : 'default'}
            aria-pressed={slot.startsAt === chosen}
            disabled={busy}
            onClick={() => onChoose(slot)}
          >
            {timeOf(slot.startsAt, timeZone)}
          </Button>
        ))}
      </div>
    </>
  );
}
