import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { BookingAvailabilityDto } from './api';

// The Availability form's values and their translation from and to the API's body: hours as the
// pickers hold them (dayjs), the weekly hours grouped by weekday, an override's rows grouped by
// its day, the notice and the cut-off in hours (the API counts minutes).

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
// the distances between offered start times the API takes
export const SLOT_STEPS: BookingAvailabilityDto['slotStepMinutes'][] = [5, 10, 15, 20, 30, 60];

export interface Stretch {
  start: Dayjs | null;
  end: Dayjs | null;
}

export interface OverrideValues {
  day: Dayjs | null;
  off: boolean;
  hours: Stretch[];
}

export interface AvailabilityValues {
  timeZone: string;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  noticeHours: number;
  horizonDays: number;
  slotStepMinutes: BookingAvailabilityDto['slotStepMinutes'];
  cutoffHours: number;
  // by ISO weekday, '1' Monday … '7' Sunday
  weekly: Record<string, Stretch[]>;
  overrides: OverrideValues[];
}

// the API's fields the form shows under another name
export const FORM_FIELD_OF: Record<string, keyof AvailabilityValues> = {
  minNoticeMinutes: 'noticeHours',
  cancelCutoffMinutes: 'cutoffHours',
};

const HOUR = 60;
const DAY_FORMAT = 'YYYY-MM-DD';

// 'HH:MM' as a picker's value (today's date, which nothing reads) and back. An end of 24:00
// (midnight, the day's end) shows as 00:00, and an end of 00:00 can only mean midnight.
export const timeValue = (hhmm: string) => {
  const [hour, minute] = hhmm.split(':').map(Number);
  return dayjs()
    .hour(hour % 24)
    .minute(minute)
    .second(0)
    .millisecond(0);
};
export const timeText = (value: Dayjs | null) => value?.format('HH:mm') ?? '';
const endText = (value: Dayjs | null) => (timeText(value) === '00:00' ? '24:00' : timeText(value));

export const NEW_STRETCH = (): Stretch => ({ start: timeValue('09:00'), end: timeValue('17:00') });

export function toFormValues(saved: BookingAvailabilityDto): AvailabilityValues {
  const weekly: Record<string, Stretch[]> = {};
  WEEKDAYS.forEach((_, index) => {
    weekly[String(index + 1)] = saved.weekly
      .filter((row) => row.weekday === index + 1)
      .map((row) => ({ start: timeValue(row.start), end: timeValue(row.end) }));
  });
  const days = [...new Set(saved.overrides.map((row) => row.day))].sort();
  const overrides = days.map((day) => {
    const rows = saved.overrides.filter((row) => row.day === day && row.start && row.end);
    return {
      day: dayjs(day),
      off: rows.length === 0,
      hours: rows.map((row) => ({ start: timeValue(row.start!), end: timeValue(row.end!) })),
    };
  });
  return {
    timeZone: saved.timeZone,
    bufferBeforeMinutes: saved.bufferBeforeMinutes,
    bufferAfterMinutes: saved.bufferAfterMinutes,
    noticeHours: saved.minNoticeMinutes / HOUR,
    horizonDays: saved.horizonDays,
    slotStepMinutes: saved.slotStepMinutes,
    cutoffHours: saved.cancelCutoffMinutes / HOUR,
    weekly,
    overrides,
  };
}

const stretchRow = ({ start, end }: Stretch) => ({ start: timeText(start), end: endText(end) });

export function toSaveBody(values: AvailabilityValues): BookingAvailabilityDto {
  const weekly = WEEKDAYS.flatMap((_, index) =>
    (values.weekly[String(index + 1)] ?? []).map((stretch) => ({ weekday: index + 1, ...stretchRow(stretch) })),
  );
  const overrides = (values.overrides ?? []).flatMap(({ day, off, hours }): BookingAvailabilityDto['overrides'] => {
    const date = day?.format(DAY_FORMAT) ?? '';
    if (off || !hours?.length) return [{ day: date, start: null, end: null }];
    return hours.map((stretch) => ({ day: date, ...stretchRow(stretch) }));
  });
  return {
    timeZone: values.timeZone,
    bufferBeforeMinutes: values.bufferBeforeMinutes,
    bufferAfterMinutes: values.bufferAfterMinutes,
    minNoticeMinutes: Math.round(values.noticeHours * HOUR),
    horizonDays: values.horizonDays,
    slotStepMinutes: values.slotStepMinutes,
    cancelCutoffMinutes: Math.round(values.cutoffHours * HOUR),
    weekly,
    overrides,
  };
}
