import { wallTimeIn } from '@coach/shared';
import { dailyTimes, dayIn } from '../../../lib/time-zones';

// Spec section 9: one queued post goes live every day at 6 AM, oldest first; 5 are previewed. The
// 6 AM is the site's (its time zone, Site settings), wherever the owner's browser is.
export const PUBLISH_HOUR = 6;
export const QUEUE_PREVIEW_SIZE = 5;

// The next `count` daily publication times: today's 6 AM if it is still to come, else from tomorrow.
export const publicationSlots = (count: number, zone: string, now = new Date()): Date[] =>
  dailyTimes(count, PUBLISH_HOUR, zone, now);

const dayFormat = (zone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });

// "today", "tomorrow", then the weekday and date ("Friday, Mar 7"), the site's days.
export function slotDay(slot: Date, zone: string, now = new Date()): string {
  const day = dayIn(zone, slot);
  if (day === dayIn(zone, now)) return 'today';
  if (day === dayIn(zone, new Date(now.getTime() + 86_400_000))) return 'tomorrow';
  return dayFormat(zone, { weekday: 'long', month: 'short', day: 'numeric' }).format(slot);
}

// "6:00 AM New York time"
export const slotTime = (zone: string) => wallTimeIn(PUBLISH_HOUR, 0, zone);

// When the post at `position` of the queue (0: next) goes live: "Tuesday, December 1 at 6:00 AM New
// York time".
export function publicationDate(position: number, zone: string, now = new Date()): string {
  const slot = publicationSlots(position + 1, zone, now)[position];
  return `${dayFormat(zone, { weekday: 'long', month: 'long', day: 'numeric' }).format(slot)} at ${slotTime(zone)}`;
}
