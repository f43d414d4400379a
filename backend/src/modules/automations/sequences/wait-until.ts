import { addDays, wallClockOf, zonedInstant } from '@coach/shared';
import type { StepConfig } from './steps';

const HOUR_MS = 60 * 60 * 1000;

// When a wait that began at `from` is over: `amount` hours or days later, then, with `at`, the first
// such time of day in the site's time zone from that moment on ("wait 1 day, at 09:00").
export function waitUntil(from: Date, wait: Extract<StepConfig, { type: 'wait' }>, timeZone: string): Date {
  const over = new Date(from.getTime() + wait.amount * (wait.unit === 'days' ? 24 : 1) * HOUR_MS);
  if (!wait.at) return over;
  const [hour, minute] = wait.at.split(':').map(Number);
  const { day } = wallClockOf(over, timeZone);
  const sameDay = zonedInstant(day, hour, timeZone, minute);
  return sameDay >= over ? sameDay : zonedInstant(addDays(day, 1), hour, timeZone, minute);
}
