import { addDays, type DayKey, dayOf, startOfDay } from './zoned-days';

// What the picker shows of a range of days: each day of the range, with the free times that start
// on it in the visitor's zone (none: the day cannot be chosen).

// the days one request of slots covers (the API takes at most 31)
export const RANGE_DAYS = 14;

export interface SlotTime {
  startsAt: string;
  endsAt: string;
}

export interface PickerDay {
  day: DayKey;
  times: SlotTime[];
}

// The instants GET /api/bookings/slots is asked for: from the first day's start to the start of
// the day after the range, in `timeZone`.
export function rangeOf(first: DayKey, timeZone: string) {
  return {
    from: startOfDay(first, timeZone).toISOString(),
    to: startOfDay(addDays(first, RANGE_DAYS), timeZone).toISOString(),
  };
}

// every day of the range from `first`, with its times in order
export function groupByDay(first: DayKey, slots: SlotTime[], timeZone: string): PickerDay[] {
  const days = Array.from({ length: RANGE_DAYS }, (_, i): PickerDay => ({ day: addDays(first, i), times: [] }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  const sorted = [...slots].sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  for (const slot of sorted) byDay.get(dayOf(slot.startsAt, timeZone))?.times.push(slot);
  return days;
}

// The day whose times show: the one chosen if it has times, else the first that has.
export function shownDay(days: PickerDay[], chosen: DayKey | null): PickerDay | undefined {
  const picked = days.find((d) => d.day === chosen && d.times.length > 0);
  return picked ?? days.find((d) => d.times.length > 0);
}
