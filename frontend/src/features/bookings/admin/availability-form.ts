import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { BookingAvailabilityDto } from './api';

// The Availability form's values and their translation from and to the API's body: the weekly hours grouped by weekday, an override's rows grouped by
// its day, the notice and the cut-off in hours (the API counts minutes).

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
// the distances between offered start times the API takes
export const SLOT_STEPS: BookingAvailabilityDto['slotStepMinutes'][] = [5, 10, 15, 20, 30, 60];

// 'HH:MM', as the time inputs and the API spell it
export interface Stretch {
  start: string;
  end: string;
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

// An end of 24:00 (midnight, the day's end) shows as 00:00, and an end of 00:00 can only mean it.
const shownEnd = (end: string) => (end === '24:00' ? '00:00' : end);
const savedEnd = (end: string) => (end === '00:00' ? '24:00' : end);

export const NEW_STRETCH = (): Stretch => ({ start: '09:00', end: '17:00' });

export function toFormValues(saved: BookingAvailabilityDto): AvailabilityValues {
  const weekly: Record<string, Stretch[]> = {};
  WEEKDAYS.forEach((_, index) => {
    weekly[String(index + 1)] = saved.weekly
      .filter((row) => row.weekday === index + 1)
      .map((row) => ({ start: row.start, end: shownEnd(row.end) }));
  });
  const days = [...new Set(saved.overrides.map((row) => row.day))].sort();
  const overrides = days.map((day) => {
    const rows = saved.overrides.filter((row) => row.day === day && row.start && row.end);
    return {
      day: dayjs(day),
      off: rows.length === 0,
      hours: rows.map((row) => ({ start: row.start!, end: shownEnd(row.end!) })),
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

const stretchRow = ({ start, end }: Stretch) => ({ start, end: savedEnd(end) });

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
