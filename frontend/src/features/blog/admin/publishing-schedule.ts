import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

// Spec section 9: one queued post goes live every day at 6 AM, oldest first; 5 are previewed.
export const PUBLISH_HOUR = 6;
export const QUEUE_PREVIEW_SIZE = 5;

// The next `count` daily publication times: today 6 AM if it is not yet 6, else from tomorrow.
export function publicationSlots(count: number, now: Dayjs = dayjs()): Dayjs[] {
  const today = now.startOf('day').hour(PUBLISH_HOUR);
  const first = now.isBefore(today) ? today : today.add(1, 'day');
  return Array.from({ length: count }, (_, i) => first.add(i, 'day'));
}

// "today", "tomorrow", then the weekday and date.
export function slotDay(slot: Dayjs, now: Dayjs = dayjs()): string {
  const days = slot.startOf('day').diff(now.startOf('day'), 'day');
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  return slot.format('dddd, MMM D');
}

export const slotTime = (slot: Dayjs) => slot.format('h:mm A');
