import dayjs from 'dayjs';
import { dayIn } from '../../../lib/time-zones';
import { addDays } from '../../../lib/zoned-time';

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

// The last `days` days up to `today` (both included).
export function lastDays(days: number, today: string): DayRange {
  return { from: addDays(today, 1 - days), to: today };
}

// A preset's days: the site's days (its time zone, Site settings), in which the API counts, whatever
// the zone of the owner's browser.
export const presetRange = (key: PresetKey, siteZone: string, now = new Date()): DayRange =>
  lastDays(PRESETS.find((p) => p.key === key)!.days, dayIn(siteZone, now));

// How many days a range holds.
export const daysIn = ({ from, to }: DayRange) => dayjs(to).diff(dayjs(from), 'day') + 1;

// 'Mar 14, 2026', or 'Mar 1 – Mar 30, 2026' (the API's days are calendar days: no zone to convert)
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
export const dayText = (day: string) => DATE.format(new Date(`${day}T00:00:00Z`));
export const rangeText = ({ from, to }: DayRange) =>
  from === to ? dayText(from) : DATE.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
