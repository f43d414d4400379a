import { nextAttemptAt, periodEnd, prorate } from './periods';

const at = (iso: string) => new Date(iso);

describe('periodEnd', () => {
  it('is the same time a month or a year later', () => {
    expect(periodEnd(at('2026-03-10T09:30:00Z'), 'month')).toEqual(at('2026-04-10T09:30:00Z'));
    expect(periodEnd(at('2026-12-15T00:00:00Z'), 'month')).toEqual(at('2027-01-15T00:00:00Z'));
    expect(periodEnd(at('2026-03-10T09:30:00Z'), 'year')).toEqual(at('2027-03-10T09:30:00Z'));
  });

  it('falls on the last day of a shorter month', () => {
    expect(periodEnd(at('2026-01-31T12:00:00Z'), 'month')).toEqual(at('2026-02-28T12:00:00Z'));
    expect(periodEnd(at('2028-01-31T12:00:00Z'), 'month')).toEqual(at('2028-02-29T12:00:00Z'));
    expect(periodEnd(at('2028-02-29T12:00:00Z'), 'year')).toEqual(at('2029-02-28T12:00:00Z'));
  });
});

describe('nextAttemptAt', () => {
  it('tries again 1, 3 and 5 days after the first failure, then no more', () => {
    const first = at('2026-03-01T00:00:00Z');
    expect(nextAttemptAt(first, 1)).toEqual(at('2026-03-02T00:00:00Z'));
    expect(nextAttemptAt(first, 2)).toEqual(at('2026-03-04T00:00:00Z'));
    expect(nextAttemptAt(first, 3)).toEqual(at('2026-03-06T00:00:00Z'));
    expect(nextAttemptAt(first, 4)).toBeNull();
  });
});

describe('prorate', () => {
  const period = { start: at('2026-03-01T00:00:00Z'), end: at('2026-03-31T00:00:00Z') };
  const halfway = at('2026-03-16T00:00:00Z');
  // from `current` cents to `next` cents halfway through March (or at `now`)
  const change = (
    current: number,
    next: number,
    more: { now?: Date; creditCents?: number; newPeriod?: { start: Date; end: Date } } = {},
  ) =>
    prorate({
      now: halfway,
      period,
      currentPriceCents: current,
      newPriceCents: next,
      newPeriod: null,
      creditCents: 0,
      ...more,
    });

  it('credits the unused half of the old price and charges half of the new one', () => {
    expect(change(1000, 3000)).toEqual({ unusedCents: 500, owedCents: 1500, chargeCents: 1000, creditAfterCents: 0 });
  });

  it('keeps what a cheaper tier leaves as credit', () => {
    expect(change(3000, 1000)).toEqual({ unusedCents: 1500, owedCents: 500, chargeCents: 0, creditAfterCents: 1000 });
  });

  it('takes the credit the member had off the charge', () => {
    expect(change(1000, 3000, { creditCents: 300 })).toMatchObject({ chargeCents: 700, creditAfterCents: 0 });
  });

  it('charges a whole new period for a change of interval', () => {
    const newPeriod = { start: halfway, end: at('2027-03-16T00:00:00Z') };
    expect(change(1000, 10000, { newPeriod })).toEqual({
      unusedCents: 500,
      owedCents: 10000,
      chargeCents: 9500,
      creditAfterCents: 0,
    });
  });

  it('credits nothing once the period is over', () => {
    expect(change(1000, 3000, { now: at('2026-04-02T00:00:00Z') })).toEqual({
      unusedCents: 0,
      owedCents: 0,
      chargeCents: 0,
      creditAfterCents: 0,
    });
  });
});
