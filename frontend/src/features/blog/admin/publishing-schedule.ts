import { wallTimeIn } from '@coach/shared';
import { dailyTimes, dayIn } from '../../../lib/time-zones';
import { wallClock, zonedInstant } from '../../../lib/zoned-time';
import type { BlogPostSummaryDto } from './api';

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

// Publishing on a date (issue 49): the owner picks a date and time on the site's clock, whatever the
// browser's; the picker shows them as they are on the wall there ('YYYY-MM-DD HH:mm').

// The instant (ISO) the site's wall clock shows `wall` ('YYYY-MM-DD HH:mm') at.
export function publishAtOf(wall: string, zone: string): string {
  const [day, time] = wall.split(' ');
  return zonedInstant(day, time, zone).toISOString();
}

// What the site's wall clock shows at `at` (an ISO instant), as the picker spells it.
export function wallTimeOf(at: string | Date, zone: string): string {
  const { day, time } = wallClock(new Date(at), zone);
  return `${day} ${time}`;
}

// Whether `day` ('YYYY-MM-DD') has passed on the site's calendar (the picker offers none of those).
export const dayHasPassed = (day: string, zone: string, now = new Date()): boolean => day < dayIn(zone, now);

// Whether the minute `wall` names on the site's clock is still to come (the server refuses others).
export const stillToCome = (wall: string, zone: string, now = new Date()): boolean =>
  new Date(publishAtOf(wall, zone)) > now;

// The picker's first offer: the next whole hour but one on the site's clock.
export const firstOffer = (zone: string, now = new Date()): string =>
  wallTimeOf(new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000), zone);

// "tomorrow, 9:30 AM New York time": when a scheduled post goes live, the site's day and time.
export function scheduledWhen(at: string, zone: string, now = new Date()): string {
  const slot = new Date(at);
  const [hour, minute] = wallClock(slot, zone).time.split(':').map(Number);
  return `${slotDay(slot, zone, now)}, ${wallTimeIn(hour, minute, zone)}`;
}

export type PostState = 'Published' | 'Scheduled' | 'In Queue' | 'Draft';

// A post's state in the admin list.
export function postState(post: Pick<BlogPostSummaryDto, 'published' | 'scheduled' | 'publishAt'>): PostState {
  if (post.published) return 'Published';
  if (post.publishAt) return 'Scheduled';
  return post.scheduled ? 'In Queue' : 'Draft';
}
