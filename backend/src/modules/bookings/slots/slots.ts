import { addDays, isoWeekday, localDayOf, wallClockOf, wallInstant, zonedInstant } from '../../../core/time/zoned-time';

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

const overlapsBusy = (slot: Slot, busy: BusyRange[]) =>
  busy.some((b) => slot.blockedFrom < b.to && b.from < slot.blockedTo);

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

// Whether a session ending at `endsAt` ends by `end` minutes past midnight of `day` as the clocks
// read it: its last minute starts before `end`, and it ends by the first time the clocks show `end`
// (a fall-back shows it twice; a spring-forward may skip it: then the jump is the end).
function endsBy(endsAt: Date, day: string, end: number, timeZone: string): boolean {
  const endDay = end >= 1440 ? addDays(day, 1) : day;
  const endMinutes = end % 1440;
  const lastMinute = wallClockOf(new Date(endsAt.getTime() - MINUTE), timeZone);
  if (lastMinute.day > endDay || (lastMinute.day === endDay && lastMinute.minutes >= endMinutes)) return false;
  const shown = wallInstant(endDay, endMinutes, timeZone);
  return !shown || endsAt <= shown;
}

// The sessions the hours of `day` offer, before notice, horizon and bookings are applied.
function daySlots(day: string, q: SlotQuery): Slot[] {
  const { rules, durationMinutes } = q;
  return hoursOfDay(day, rules).flatMap(({ start, end }) => {
    const slots: Slot[] = [];
    for (let minutes = start; minutes + durationMinutes <= end + 60; minutes += rules.slotStepMinutes) {
      // `+ 60` above: a fall-back day's hour is longer, so the last start is decided by endsBy
      const startsAt = wallInstant(day, minutes, rules.timeZone);
      if (!startsAt) continue;
      const slot = slotStartingAt(startsAt, durationMinutes, rules);
      if (endsBy(slot.endsAt, day, end, rules.timeZone)) slots.push(slot);
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
  const slots: Slot[] = [];
  for (let day = localDayOf(first, rules.timeZone); day <= lastDay; day = addDays(day, 1)) {
    for (const slot of daySlots(day, q)) {
      if (slot.startsAt >= first && slot.startsAt < last && !overlapsBusy(slot, q.busy)) slots.push(slot);
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
  return slot.startsAt > q.now && !overlapsBusy(slot, q.busy) ? slot : null;
}
