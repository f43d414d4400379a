import dayjs, { type Dayjs } from 'dayjs';

// The days a report covers, as the API takes them: YYYY-MM-DD, both included.
export interface DayRange {
  from: string;
  to: string;
}

export const DAY_FORMAT = 'YYYY-MM-DD';
// the longest range a report covers (the API's limit)
export const MAX_REPORT_DAYS = 400;

// The quick choices above the reports: today, or the last 7, 30 or 90 days (today included).
export const PRESETS = [
  { key: 'today', label: 'Today', days: 1 },
  { key: '7d', label: '7 days', days: 7 },
  { key: '30d', label: '30 days', days: 30 },
  { key: '90d', label: '90 days', days: 90 },
] as const;
export type PresetKey = (typeof PRESETS)[number]['key'];

// The last `days` days up to today. "Today" is the browser's calendar day, not the site's
// (PUBLISH_TZ, in which the API counts its days): an owner in another zone sees, near midnight,
// a range one day off the site's. Known and left so: the API says nothing of its zone here.
export function lastDays(days: number, today: Dayjs = dayjs()): DayRange {
  return { from: today.subtract(days - 1, 'day').format(DAY_FORMAT), to: today.format(DAY_FORMAT) };
}

export const presetRange = (key: PresetKey): DayRange => lastDays(PRESETS.find((p) => p.key === key)!.days);

// How many days a range holds.
export const daysIn = ({ from, to }: DayRange) => dayjs(to).diff(dayjs(from), 'day') + 1;

// 'Mar 14, 2026', or 'Mar 1 – Mar 30, 2026' (the API's days are calendar days: no zone to convert)
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
export const dayText = (day: string) => DATE.format(new Date(`${day}T00:00:00Z`));
export const rangeText = ({ from, to }: DayRange) =>
  from === to ? dayText(from) : DATE.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
