import { addDays, dayClock, type DayClock, isoWeekday, localDayOf, zonedInstant } from '@coach/shared';

// The times a consultation can be booked at, worked out from the owner's rules alone (no database,
// no clock: `now` is given), so every rule is unit-tested here (slots.spec.ts).
//
// - Hours are wall-clock times in the owner's time zone: a weekly 09:00 is 09:00 local on both
//   sides of a daylight-saving change. A date override with times replaces that day's weekly hours;
//   a date override without times is a day off.
// - Start times step by `slotStepMinutes` from the start of each stretch of hours (09:15–12:00 in
//   steps of 30 offers 09:15, 09:45, …). A start time the clocks skip (spring forward) is not
//   offered; one they show twice (fall back) is offered once, at its first.
// - The session (not its buffers) must lie inside the stretch: it ends by the stretch's end, as the
//   clocks read it. The buffers may reach outside the hours: a 09:00 session is offered with a
//   15-minute buffer before it.
// - A session starts at least `minNoticeMinutes` after now and before the end of the day
//   `horizonDays` ahead (the owner's day): with 60, a time on the 60th day from today is offered.
// - The blocked range is the session widened by the buffers; it may not overlap another booking's
//   blocked range. So the gap between two sessions is at least buffer after + buffer before (the
//   database's exclusion constraint enforces the same on blocked ranges).

export interface Slot {
  startsAt: Date;
  endsAt: Date;
  blockedFrom: Date;
  blockedTo: Date;
}

// 'HH:MM' wall-clock times; an end may be '24:00' (the day's end)
export interface WeeklyHours {
  weekday: number;
  start: string;
  end: string;
}
// a day (YYYY-MM-DD) with other hours, or without times: a day off
export interface DateOverride {
  day: string;
  start: string | null;
  end: string | null;
}

export interface SlotRules {
  timeZone: string;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  slotStepMinutes: number;
  weekly: WeeklyHours[];
  overrides: DateOverride[];
}

// [from, to): a booking's blocked range
export interface BusyRange {
  from: Date;
  to: Date;
}

export interface SlotQuery {
  rules: SlotRules;
  durationMinutes: number;
  busy: BusyRange[];
  now: Date;
}

const MINUTE = 60_000;
const plusMinutes = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);

// 'HH:MM' → minutes since midnight
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// A session starting then, with its blocked range.
export function slotStartingAt(startsAt: Date, durationMinutes: number, rules: SlotRules): Slot {
  const endsAt = plusMinutes(startsAt, durationMinutes);
  return {
    startsAt,
    endsAt,
    blockedFrom: plusMinutes(startsAt, -rules.bufferBeforeMinutes),
    blockedTo: plusMinutes(endsAt, rules.bufferAfterMinutes),
  };
}

// Whether a blocked range overlaps any of `busy`, in O(log n): the ranges sorted by start, with
// the latest end among each prefix, answer "does one starting before my end end after my start?".
function busyIndex(busy: BusyRange[]): (slot: Slot) => boolean {
  const sorted = busy.map((b) => [b.from.getTime(), b.to.getTime()]).sort((a, b) => a[0] - b[0]);
  const starts = sorted.map(([from]) => from);
  const latestEnd: number[] = [];
  for (const [i, [, to]] of sorted.entries()) latestEnd.push(Math.max(to, latestEnd[i - 1] ?? -Infinity));
  return (slot) => {
    const end = slot.blockedTo.getTime();
    // how many start before the slot's end
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (starts[middle] < end) low = middle + 1;
      else high = middle;
    }
    return low > 0 && latestEnd[low - 1] > slot.blockedFrom.getTime();
  };
}

// The stretches of hours of a day, in minutes since its midnight, earliest first.
export function hoursOfDay(day: string, rules: SlotRules): { start: number; end: number }[] {
  const overrides = rules.overrides.filter((o) => o.day === day);
  // a day off among the day's overrides wins
  if (overrides.some((o) => !o.start || !o.end)) return [];
  const stretches = overrides.length
    ? overrides.map((o) => ({ start: o.start!, end: o.end! }))
    : rules.weekly.filter((w) => w.weekday === isoWeekday(day));
  return stretches.map((s) => ({ start: minutesOf(s.start), end: minutesOf(s.end) })).sort((a, b) => a.start - b.start);
}

// The first instant after the last offered day: midnight starting the day `horizonDays + 1` after
// today (the owner's days).
export const horizonEnd = (now: Date, rules: SlotRules): Date =>
  zonedInstant(addDays(localDayOf(now, rules.timeZone), rules.horizonDays + 1), 0, rules.timeZone);

// Whether a session ending at `endsAt` ends by `end` (minutes from the day's midnight) as the
// clocks read it: its last minute starts before `end`, and it ends by the first time the clocks
// show `end` (a fall-back shows it twice; a spring-forward may skip it: then the jump is the end).
function endsBy(endsAt: Date, end: number, clock: DayClock): boolean {
  if (clock.minutesAt(new Date(endsAt.getTime() - MINUTE)) >= end) return false;
  const shown = clock.instantAt(end);
  return !shown || endsAt <= shown;
}

// The sessions the hours of `day` offer, before notice, horizon and bookings are applied.
function daySlots(day: string, q: SlotQuery): Slot[] {
  const { rules, durationMinutes } = q;
  const clock = dayClock(day, rules.timeZone);
  return hoursOfDay(day, rules).flatMap(({ start, end }) => {
    const slots: Slot[] = [];
    // `+ 60`: a fall-back day's hours are longer, so there endsBy decides the last start
    for (let minutes = start; minutes + durationMinutes <= end + 60; minutes += rules.slotStepMinutes) {
      const startsAt = clock.instantAt(minutes);
      if (!startsAt) continue;
      const slot = slotStartingAt(startsAt, durationMinutes, rules);
      if (endsBy(slot.endsAt, end, clock)) slots.push(slot);
    }
    return slots;
  });
}

// The free sessions starting in [from, to), earliest first.
export function offeredSlots(q: SlotQuery & { from: Date; to: Date }): Slot[] {
  const { rules, now } = q;
  const first = new Date(Math.max(q.from.getTime(), plusMinutes(now, rules.minNoticeMinutes).getTime()));
  const last = new Date(Math.min(q.to.getTime(), horizonEnd(now, rules).getTime()));
  if (first >= last) return [];
  const lastDay = localDayOf(new Date(last.getTime() - 1), rules.timeZone);
  const overlapsBusy = busyIndex(q.busy);
  const slots: Slot[] = [];
  for (let day = localDayOf(first, rules.timeZone); day <= lastDay; day = addDays(day, 1)) {
    for (const slot of daySlots(day, q)) {
      if (slot.startsAt >= first && slot.startsAt < last && !overlapsBusy(slot)) slots.push(slot);
    }
  }
  // overlapping stretches (the owner's form refuses them) would offer a time twice
  return slots
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
    .filter((s, i, all) => i === 0 || all[i - 1].startsAt.getTime() !== s.startsAt.getTime());
}

// The session the owner moves a booking to: any time in the future that overlaps no other booking
// (their hours, notice and horizon bind customers only); null when it cannot be.
export function ownerSlot(q: SlotQuery & { startsAt: Date }): Slot | null {
  const slot = slotStartingAt(q.startsAt, q.durationMinutes, q.rules);
  return slot.startsAt > q.now && !busyIndex(q.busy)(slot) ? slot : null;
}
