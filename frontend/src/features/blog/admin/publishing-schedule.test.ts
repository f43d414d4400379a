import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { publicationSlots, slotDay, slotTime } from './publishing-schedule';

describe('publicationSlots', () => {
  it('starts tomorrow at 6 AM once 6 AM has passed, one a day', () => {
    const now = dayjs('2025-03-05T14:30:00');
    const slots = publicationSlots(3, now);
    expect(slots.map((s) => s.format('YYYY-MM-DD HH:mm'))).toEqual([
      '2025-03-06 06:00',
      '2025-03-07 06:00',
      '2025-03-08 06:00',
    ]);
    expect(slots.map((s) => slotDay(s, now))).toEqual(['tomorrow', 'Friday, Mar 7', 'Saturday, Mar 8']);
    expect(slotTime(slots[0])).toBe('6:00 AM');
  });

  it('starts today when it is not yet 6 AM', () => {
    const now = dayjs('2025-03-05T05:59:00');
    const [first, second] = publicationSlots(2, now);
    expect(slotDay(first, now)).toBe('today');
    expect(slotDay(second, now)).toBe('tomorrow');
  });
});
