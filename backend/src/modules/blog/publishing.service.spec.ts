import { localDayAndHour } from '../../core/time/local-day';
import { dueDay } from './publishing.service';

describe('the daily publication clock', () => {
  it('reads the day and hour in the publishing time zone', () => {
    expect(localDayAndHour(new Date('2026-07-01T04:30:00Z'), 'Europe/Berlin')).toEqual({ day: '2026-07-01', hour: 6 });
    expect(localDayAndHour(new Date('2026-07-01T02:00:00Z'), 'America/New_York')).toEqual({
      day: '2026-06-30',
      hour: 22,
    });
  });

  it('makes today due from 06:00 and yesterday before it', () => {
    expect(dueDay(new Date('2026-03-10T06:00:00Z'), 'UTC')).toBe('2026-03-10');
    expect(dueDay(new Date('2026-03-10T05:59:59Z'), 'UTC')).toBe('2026-03-09');
    expect(dueDay(new Date('2026-03-01T00:10:00Z'), 'UTC')).toBe('2026-02-28');
    // 06:00 in Tokyo is 21:00 UTC the day before
    expect(dueDay(new Date('2026-03-09T21:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-10');
  });
});
