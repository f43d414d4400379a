import { describe, expect, it } from 'vitest';
import {
  dayHasPassed,
  firstOffer,
  postState,
  publicationDate,
  publicationSlots,
  publishAtOf,
  scheduledWhen,
  slotDay,
  slotTime,
  stillToCome,
  wallTimeOf,
} from './publishing-schedule';

const NEW_YORK = 'America/New_York';

describe('publicationSlots', () => {
  it('starts tomorrow at 6 AM once 6 AM has passed, one a day', () => {
    const now = new Date('2025-03-05T14:30:00Z');
    const slots = publicationSlots(3, 'UTC', now);
    expect(slots.map((s) => s.toISOString())).toEqual([
      '2025-03-06T06:00:00.000Z',
      '2025-03-07T06:00:00.000Z',
      '2025-03-08T06:00:00.000Z',
    ]);
    expect(slots.map((s) => slotDay(s, 'UTC', now))).toEqual(['tomorrow', 'Friday, Mar 7', 'Saturday, Mar 8']);
    expect(slotTime('UTC')).toBe('6:00 AM UTC');
  });

  it('starts today when it is not yet 6 AM', () => {
    const now = new Date('2025-03-05T05:59:00Z');
    const [first, second] = publicationSlots(2, 'UTC', now);
    expect(slotDay(first, 'UTC', now)).toBe('today');
    expect(slotDay(second, 'UTC', now)).toBe('tomorrow');
  });

  it("counts the site's days and 6 AM, not the browser's", () => {
    // 04:00 in New York (09:00 UTC): today's 6 AM there is still to come
    const now = new Date('2026-11-28T09:00:00Z');
    const [first] = publicationSlots(1, NEW_YORK, now);
    expect(first.toISOString()).toBe('2026-11-28T11:00:00.000Z');
    expect(slotDay(first, NEW_YORK, now)).toBe('today');
    expect(slotTime(NEW_YORK)).toBe('6:00 AM New York time');
  });
});

describe('publicationDate', () => {
  it('says the day of a post third in line, in the site’s zone', () => {
    // Saturday, November 28, 2026, 10:00 in New York: the next 6 AM is Sunday's
    const now = new Date('2026-11-28T15:00:00Z');
    expect(publicationDate(0, NEW_YORK, now)).toBe('Sunday, November 29 at 6:00 AM New York time');
    expect(publicationDate(2, NEW_YORK, now)).toBe('Tuesday, December 1 at 6:00 AM New York time');
  });
});

describe('publishing on a date, on the site’s clock', () => {
  const now = new Date('2026-11-28T14:10:30Z'); // 09:10 in New York

  it('reads the picked wall time in the site’s zone, whatever the browser’s', () => {
    expect(publishAtOf('2026-12-01 09:30', NEW_YORK)).toBe('2026-12-01T14:30:00.000Z');
    expect(publishAtOf('2026-12-01 09:30', 'Asia/Tokyo')).toBe('2026-12-01T00:30:00.000Z');
    expect(wallTimeOf('2026-12-01T14:30:00.000Z', NEW_YORK)).toBe('2026-12-01 09:30');
    // summer time: New York is UTC−4 in July
    expect(publishAtOf('2026-07-01 06:00', NEW_YORK)).toBe('2026-07-01T10:00:00.000Z');
  });

  it('offers only minutes still to come, from the site’s today on', () => {
    expect(stillToCome('2026-11-28 09:11', NEW_YORK, now)).toBe(true);
    // the minute now running has begun
    expect(stillToCome('2026-11-28 09:10', NEW_YORK, now)).toBe(false);
    expect(stillToCome('2026-11-27 23:00', NEW_YORK, now)).toBe(false);
    expect(dayHasPassed('2026-11-27', NEW_YORK, now)).toBe(true);
    expect(dayHasPassed('2026-11-28', NEW_YORK, now)).toBe(false);
    // 01:00 on the 29th in Tokyo: the 28th has passed there
    expect(dayHasPassed('2026-11-28', 'Asia/Tokyo', new Date('2026-11-28T16:00:00Z'))).toBe(true);
    expect(firstOffer(NEW_YORK, now)).toBe('2026-11-28 11:00');
  });

  it('says when a scheduled post goes live', () => {
    expect(scheduledWhen('2026-11-29T14:30:00.000Z', NEW_YORK, now)).toBe('tomorrow, 9:30 AM New York time');
    expect(scheduledWhen('2026-11-28T22:05:00.000Z', NEW_YORK, now)).toBe('today, 5:05 PM New York time');
    expect(scheduledWhen('2026-12-03T14:30:00.000Z', NEW_YORK, now)).toBe('Thursday, Dec 3, 9:30 AM New York time');
  });

  it('names a post’s state', () => {
    expect(postState({ published: true, scheduled: false, publishAt: null })).toBe('Published');
    expect(postState({ published: false, scheduled: true, publishAt: null })).toBe('In Queue');
    expect(postState({ published: false, scheduled: false, publishAt: '2026-12-03T14:30:00.000Z' })).toBe('Scheduled');
    expect(postState({ published: false, scheduled: false, publishAt: null })).toBe('Draft');
  });
});
