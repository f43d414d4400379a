import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatCount, formatLocalDateTime, formatUtcDate } from './en-us';

describe('US English dates and counts', () => {
  it('writes a date as Intl does in UTC, long or short', () => {
    for (const iso of [
      '2025-03-05T10:00:00Z',
      '2025-09-30T23:59:59Z',
      '2024-12-31T00:00:00Z',
      '2026-05-01T12:00:00Z',
    ]) {
      for (const month of ['long', 'short'] as const) {
        const intl = new Intl.DateTimeFormat('en-US', { month, day: '2-digit', year: 'numeric', timeZone: 'UTC' });
        expect(formatUtcDate(iso, month)).toBe(intl.format(new Date(iso)));
      }
    }
    expect(formatUtcDate('2025-03-05T23:30:00-05:00', 'long')).toBe('March 06, 2025');
  });

  it('writes a date and time in the local zone as the orders do', () => {
    for (const iso of [
      '2025-06-04T10:00:00Z',
      '2025-01-14T23:05:00Z',
      '2025-12-01T00:30:00Z',
      '2025-07-09T12:07:00Z',
    ]) {
      expect(formatLocalDateTime(iso)).toBe(dayjs(iso).format('MMM DD, YYYY [at] h:mm A'));
    }
  });

  it('writes a count with thousands separators, as toLocaleString does', () => {
    for (const n of [0, 7, 999, 1000, 1240, 65536, 1234567]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
});
