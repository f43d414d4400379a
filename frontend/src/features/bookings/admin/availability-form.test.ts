import { describe, expect, it } from 'vitest';
import type { BookingAvailabilityDto } from './api';
import { toFormValues, toSaveBody } from './availability-form';

const SAVED: BookingAvailabilityDto = {
  timeZone: 'Europe/Berlin',
  bufferBeforeMinutes: 5,
  bufferAfterMinutes: 10,
  minNoticeMinutes: 90,
  horizonDays: 30,
  slotStepMinutes: 15,
  cancelCutoffMinutes: 1440,
  weekly: [
    { weekday: 2, start: '09:00', end: '12:00' },
    { weekday: 2, start: '13:00', end: '24:00' },
    { weekday: 6, start: '10:00', end: '11:00' },
  ],
  overrides: [
    { day: '2026-12-31', start: '10:00', end: '12:00' },
    { day: '2026-12-24', start: null, end: null },
    { day: '2026-12-31', start: '14:00', end: '15:00' },
  ],
};

describe("the availability form's values", () => {
  it('groups the hours by weekday and the overrides by day, in hours where the form asks hours', () => {
    const values = toFormValues(SAVED);
    expect(values.weekly['2']).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '00:00' },
    ]);
    expect(values.weekly['1']).toEqual([]);
    expect(values.overrides.map((o) => [o.day?.format('YYYY-MM-DD'), o.off, o.hours])).toEqual([
      ['2026-12-24', true, []],
      [
        '2026-12-31',
        false,
        [
          { start: '10:00', end: '12:00' },
          { start: '14:00', end: '15:00' },
        ],
      ],
    ]);
    expect([values.noticeHours, values.cutoffHours]).toEqual([1.5, 24]);
  });

  it('gives back the same body it was read from, a midnight end as 24:00', () => {
    const body = toSaveBody(toFormValues(SAVED));
    expect(body).toEqual({
      ...SAVED,
      overrides: [SAVED.overrides[1], SAVED.overrides[0], SAVED.overrides[2]],
    });
  });
});
