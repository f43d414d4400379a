import { describe, expect, it } from 'vitest';
import { publicationDate, publicationSlots, slotDay, slotTime } from './publishing-schedule';

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
