import { Button } from 'antd';
import type { PickerDay } from '../lib/slot-days';
import { dayLabels } from '../lib/session-times';
import type { DayKey } from '../lib/zoned-days';

// The range's days side by side: a day without free times cannot be chosen.
export function DayStrip({
  days,
  shown,
  onChoose,
}: {
  days: PickerDay[];
  shown: DayKey | undefined;
  onChoose: (day: DayKey) => void;
}) {
  return (
    <div className="slot-picker__days" role="group" aria-label="Days">
      {days.map(({ day, times }) => {
        const label = dayLabels(day);
        const count = times.length ? `${times.length} free time${times.length === 1 ? '' : 's'}` : 'no free times';
        return (
          <Button
            key={day}
            className="slot-picker__day"
            type={day === shown ? 'primary' : 'default'}
            aria-pressed={day === shown}
            disabled={!times.length}
            onClick={() => onChoose(day)}
          >
            {/* read out in full, shown short */}
            <span className="sr-only">{`${label.long}, ${count}`}</span>
            <span className="slot-picker__weekday" aria-hidden>
              {label.weekday}
            </span>
            <span className="slot-picker__date" aria-hidden>
              {label.date}
            </span>
          </Button>
        );
      })}
    </div>
  );
}
