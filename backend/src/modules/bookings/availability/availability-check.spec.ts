import { availabilityProblem } from './availability-check';

const ok = { timeZone: 'Europe/Berlin', weekly: [], overrides: [] };
const weekly = (...rows: [number, string, string][]) => rows.map(([weekday, start, end]) => ({ weekday, start, end }));
const overrides = (...rows: [string, string | null, string | null][]) =>
  rows.map(([day, start, end]) => ({ day, start, end }));

describe('availabilityProblem', () => {
  it('accepts a week with several stretches a day, touching ones, 24:00 and date overrides', () => {
    expect(
      availabilityProblem({
        ...ok,
        weekly: weekly([1, '09:00', '12:00'], [1, '12:00', '13:00'], [1, '14:00', '24:00'], [5, '08:00', '09:00']),
        overrides: overrides(
          ['2026-12-24', null, null],
          ['2026-12-27', '10:00', '11:00'],
          ['2026-12-27', '15:00', '16:00'],
        ),
      }),
    ).toBeNull();
  });

  it('refuses a time zone that is not one', () => {
    expect(availabilityProblem({ ...ok, timeZone: 'Mars/Olympus' })).toBe(
      '"Mars/Olympus" is not a time zone. Please choose one such as Europe/Berlin.',
    );
  });

  it('refuses hours that do not end after they start, naming the day', () => {
    expect(availabilityProblem({ ...ok, weekly: weekly([2, '10:00', '10:00']) })).toBe(
      'The hours of Tuesday must end after they start.',
    );
    expect(availabilityProblem({ ...ok, overrides: overrides(['2026-12-27', '11:00', '10:00']) })).toBe(
      'The hours of 2026-12-27 must end after they start.',
    );
  });

  it('refuses overlapping stretches on one weekday or one day, not across days', () => {
    expect(availabilityProblem({ ...ok, weekly: weekly([7, '09:00', '12:00'], [7, '11:59', '13:00']) })).toBe(
      'The hours of Sunday overlap. Please join them or move one.',
    );
    expect(availabilityProblem({ ...ok, weekly: weekly([6, '09:00', '12:00'], [7, '09:00', '12:00']) })).toBeNull();
    expect(
      availabilityProblem({
        ...ok,
        overrides: overrides(['2026-12-27', '10:00', '12:00'], ['2026-12-27', '09:00', '10:30']),
      }),
    ).toBe('The hours of 2026-12-27 overlap. Please join them or move one.');
  });

  it('refuses a day not on the calendar, half a pair of times, a day off with hours', () => {
    expect(availabilityProblem({ ...ok, overrides: overrides(['2026-02-30', null, null]) })).toBe(
      'day must be a calendar day such as 2026-03-14.',
    );
    expect(availabilityProblem({ ...ok, overrides: overrides(['2026-12-27', '10:00', null]) })).toBe(
      '2026-12-27 needs both a start and an end time, or neither for a day off.',
    );
    expect(
      availabilityProblem({
        ...ok,
        overrides: overrides(['2026-12-27', null, null], ['2026-12-27', '10:00', '11:00']),
      }),
    ).toBe('2026-12-27 cannot be a day off and have hours at once.');
    expect(
      availabilityProblem({ ...ok, overrides: overrides(['2026-12-27', null, null], ['2026-12-27', null, null]) }),
    ).toBe('2026-12-27 is listed as a day off twice. Please list it once.');
  });
});
