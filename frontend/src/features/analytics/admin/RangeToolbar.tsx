import { DatePicker, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo } from 'react';
import { DAY_FORMAT, type DayRange, MAX_REPORT_DAYS, PRESETS, type PresetKey } from './report-range';

export type Choice = PresetKey | 'custom';

const CHOICES = [...PRESETS.map(({ key, label }) => ({ value: key, label })), { value: 'custom', label: 'Custom' }];

// no day after the site's today, and at most MAX_REPORT_DAYS from the first day picked (the API's limit)
const disabledDate =
  (today: string) =>
  (day: Dayjs, { from }: { from?: Dayjs }) =>
    day.format(DAY_FORMAT) > today || (!!from && Math.abs(day.diff(from, 'day')) >= MAX_REPORT_DAYS);

interface RangeToolbarProps {
  choice: Choice;
  range: DayRange;
  // the site's day (YYYY-MM-DD)
  today: string;
  onPreset: (choice: Choice) => void;
  onRange: (range: DayRange) => void;
}

// Above the reports: today, the last 7, 30 or 90 days, or days of the owner's choosing.
export function RangeToolbar({ choice, range, today, onPreset, onRange }: RangeToolbarProps) {
  const id = useId();
  const noDayAfterToday = useMemo(() => disabledDate(today), [today]);
  // the same days, the same value: a re-render (a report arriving) leaves a day being typed alone
  const value = useMemo(() => [dayjs(range.from), dayjs(range.to)] as [Dayjs, Dayjs], [range.from, range.to]);
  return (
    <div className="analytics-toolbar">
      <Segmented<Choice> aria-label="Period" options={CHOICES as never} value={choice} onChange={onPreset} />
      {/* each day's field named as its placeholder says (an aria-label would name both alike) */}
      <label htmlFor={`${id}-from`} className="sr-only">
        From
      </label>
      <label htmlFor={`${id}-to`} className="sr-only">
        To
      </label>
      <DatePicker.RangePicker
        id={{ start: `${id}-from`, end: `${id}-to` }}
        placeholder={['From', 'To']}
        allowClear={false}
        value={value}
        disabledDate={noDayAfterToday}
        onChange={(days) => {
          if (days?.[0] && days[1]) onRange({ from: days[0].format(DAY_FORMAT), to: days[1].format(DAY_FORMAT) });
        }}
      />
    </div>
  );
}
