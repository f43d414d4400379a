import { AnalyticsErrors } from '../analytics.errors';
import { daysOf, reportRange } from './report-range';

describe('reportRange', () => {
  it('pairs the days with the period of the same length just before them', () => {
    expect(reportRange('2026-03-01', '2026-03-07')).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      days: 7,
      previousFrom: '2026-02-22',
      previousTo: '2026-02-28',
    });
    expect(reportRange('2026-03-20', '2026-03-20')).toMatchObject({
      previousFrom: '2026-03-19',
      previousTo: '2026-03-19',
    });
  });

  it('counts calendar days across a change of the clocks and a leap day', () => {
    expect(reportRange('2026-03-28', '2026-03-30').days).toBe(3);
    expect(reportRange('2028-02-28', '2028-03-01').days).toBe(3);
  });

  it('refuses a day that is not one, a range backwards and one over 400 days', () => {
    expect(() => reportRange('2026-02-29', '2026-03-01')).toThrow(AnalyticsErrors.dayFormat('from'));
    expect(() => reportRange('2026-03-01', '2026-13-01')).toThrow(AnalyticsErrors.dayFormat('to'));
    expect(() => reportRange('2026-03-02', '2026-03-01')).toThrow(AnalyticsErrors.rangeBackwards);
    expect(reportRange('2025-01-01', '2026-02-04').days).toBe(400);
    expect(() => reportRange('2025-01-01', '2026-02-05')).toThrow(AnalyticsErrors.rangeTooLong);
  });
});

describe('daysOf', () => {
  it('lists every day of the range in order', () => {
    expect(daysOf(reportRange('2026-02-27', '2026-03-02'))).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });
});
