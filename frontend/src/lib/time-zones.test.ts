import { describe, expect, it } from 'vitest';
import { dateTimeIn } from './time-zones';

describe('dateTimeIn', () => {
  it("says an instant on the zone's own day and clock, with the zone's city", () => {
    // 06:51 UTC on November 29 is 10:51 PM the evening before in Los Angeles
    expect(dateTimeIn('2026-11-29T06:51:00.000Z', 'America/Los_Angeles')).toBe(
      'Nov 28, 2026 at 10:51 PM Los Angeles time',
    );
    expect(dateTimeIn('2025-01-09T00:07:00.000Z', 'America/Argentina/Buenos_Aires')).toBe(
      'Jan 08, 2025 at 9:07 PM Buenos Aires time',
    );
  });

  it('names UTC as UTC, midnight and noon as 12', () => {
    expect(dateTimeIn('2026-11-29T00:07:00.000Z', 'UTC')).toBe('Nov 29, 2026 at 12:07 AM UTC');
    expect(dateTimeIn('2025-06-03T12:30:00.000Z', 'UTC')).toBe('Jun 03, 2025 at 12:30 PM UTC');
  });
});
