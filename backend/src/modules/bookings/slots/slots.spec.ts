import { addDays } from '@coach/shared';
import { horizonEnd, hoursOfDay, offeredSlots, ownerSlot, type SlotRules } from './slots';

// 2026-03-02 is a Monday. 2026's daylight-saving changes: New York springs forward on March 8
// (02:00 EST → 03:00 EDT) and falls back on November 1 (02:00 EDT → 01:00 EST); Sydney falls back on
// April 5 (03:00 AEDT → 02:00 AEST) and springs forward on October 4 (02:00 AEST → 03:00 AEDT).
const NY = 'America/New_York';
const SYD = 'Australia/Sydney';
const EVERY_DAY = (start: string, end: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  timeZone: 'UTC',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 60,
  slotStepMinutes: 30,
  weekly: [{ weekday: 1, start: '09:00', end: '12:00' }],
  overrides: [],
  ...over,
});

interface Ask {
  rules?: Partial<SlotRules>;
  duration?: number;
  busy?: [string, string][];
  from?: string;
  to?: string;
  now?: string;
}

const slots = (ask: Ask = {}) =>
  offeredSlots({
    rules: rules(ask.rules),
    durationMinutes: ask.duration ?? 60,
    busy: (ask.busy ?? []).map(([from, to]) => ({ from: new Date(from), to: new Date(to) })),
    from: new Date(ask.from ?? '2026-03-02T00:00:00Z'),
    to: new Date(ask.to ?? '2026-03-03T00:00:00Z'),
    now: new Date(ask.now ?? '2026-03-01T00:00:00Z'),
  });
// the start instants offered, as ISO text without milliseconds
const starts = (ask: Ask = {}) => slots(ask).map((s) => s.startsAt.toISOString().replace('.000', ''));
// the same as the clock on the wall in `zone` shows them
const wallStarts = (zone: string, ask: Ask) =>
  slots({ ...ask, rules: { timeZone: zone, ...ask.rules } }).map((s) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    }).format(s.startsAt),
  );

describe('weekly hours', () => {
  it('offers every start time stepping from the start of the hours while the session fits', () => {
    expect(starts()).toEqual([
      '2026-03-02T09:00:00Z',
      '2026-03-02T09:30:00Z',
      '2026-03-02T10:00:00Z',
      '2026-03-02T10:30:00Z',
      '2026-03-02T11:00:00Z',
    ]);
    const [first] = slots();
    expect(first.endsAt.toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });

  it('steps from the start of each stretch, and offers several stretches of a day in order', () => {
    const weekly = [
      { weekday: 1, start: '14:00', end: '15:30' },
      { weekday: 1, start: '09:15', end: '10:45' },
    ];
    expect(starts({ rules: { weekly }, duration: 30 })).toEqual([
      '2026-03-02T09:15:00Z',
      '2026-03-02T09:45:00Z',
      '2026-03-02T10:15:00Z',
      '2026-03-02T14:00:00Z',
      '2026-03-02T14:30:00Z',
      '2026-03-02T15:00:00Z',
    ]);
  });

  it('follows the step: 15 minutes offer twice as many times as 30', () => {
    expect(
      starts({ rules: { slotStepMinutes: 15, weekly: [{ weekday: 1, start: '09:00', end: '10:00' }] }, duration: 30 }),
    ).toEqual(['2026-03-02T09:00:00Z', '2026-03-02T09:15:00Z', '2026-03-02T09:30:00Z']);
  });

  it('offers nothing on a weekday without hours, and nothing when the session is longer than the hours', () => {
    expect(starts({ from: '2026-03-03T00:00:00Z', to: '2026-03-04T00:00:00Z' })).toEqual([]);
    expect(starts({ duration: 240 })).toEqual([]);
  });

  it('offers hours up to midnight with an end of 24:00', () => {
    expect(starts({ rules: { weekly: [{ weekday: 1, start: '22:30', end: '24:00' }] } })).toEqual([
      '2026-03-02T22:30:00Z',
      '2026-03-02T23:00:00Z',
    ]);
  });

  it('reads the hours in the owner’s time zone', () => {
    // 09:00 in Berlin (CET, UTC+1) on Monday
    expect(
      starts({ rules: { timeZone: 'Europe/Berlin', weekly: [{ weekday: 1, start: '09:00', end: '10:00' }] } }),
    ).toEqual(['2026-03-02T08:00:00Z']);
  });

  it('offers times starting in [from, to) only', () => {
    expect(starts({ from: '2026-03-02T09:30:00Z', to: '2026-03-02T10:30:00Z' })).toEqual([
      '2026-03-02T09:30:00Z',
      '2026-03-02T10:00:00Z',
    ]);
    expect(starts({ from: '2026-03-02T09:31:00Z', to: '2026-03-02T10:00:00Z' })).toEqual([]);
  });

  it('offers a time once when stretches overlap', () => {
    const weekly = [
      { weekday: 1, start: '09:00', end: '10:00' },
      { weekday: 1, start: '09:30', end: '10:30' },
    ];
    expect(starts({ rules: { weekly } })).toEqual(['2026-03-02T09:00:00Z', '2026-03-02T09:30:00Z']);
  });
});

describe('date overrides', () => {
  it('replace the weekday’s hours with theirs that day', () => {
    const overrides = [{ day: '2026-03-02', start: '13:00', end: '14:00' }];
    expect(starts({ rules: { overrides }, duration: 30 })).toEqual(['2026-03-02T13:00:00Z', '2026-03-02T13:30:00Z']);
  });

  it('give hours to a day without weekly hours, and leave other days alone', () => {
    const overrides = [
      { day: '2026-03-03', start: '08:00', end: '09:00' },
      { day: '2026-03-03', start: '17:00', end: '18:00' },
    ];
    expect(starts({ rules: { overrides }, from: '2026-03-02T00:00:00Z', to: '2026-03-04T00:00:00Z' })).toEqual([
      '2026-03-02T09:00:00Z',
      '2026-03-02T09:30:00Z',
      '2026-03-02T10:00:00Z',
      '2026-03-02T10:30:00Z',
      '2026-03-02T11:00:00Z',
      '2026-03-03T08:00:00Z',
      '2026-03-03T17:00:00Z',
    ]);
  });

  it('without times make a day off; the same weekday a week later keeps its hours', () => {
    const overrides = [{ day: '2026-03-02', start: null, end: null }];
    expect(starts({ rules: { overrides }, to: '2026-03-10T00:00:00Z' })[0]).toBe('2026-03-09T09:00:00Z');
    expect(hoursOfDay('2026-03-02', rules({ overrides }))).toEqual([]);
  });

  it('a day off wins over hours given the same day', () => {
    const overrides = [
      { day: '2026-03-02', start: '13:00', end: '14:00' },
      { day: '2026-03-02', start: null, end: null },
    ];
    expect(starts({ rules: { overrides } })).toEqual([]);
  });
});

describe('buffers and bookings', () => {
  it('widen the blocked range, and may reach outside the hours (the session may not)', () => {
    const [first, ...rest] = slots({ rules: { bufferBeforeMinutes: 15, bufferAfterMinutes: 10 } });
    expect(first.startsAt.toISOString()).toBe('2026-03-02T09:00:00.000Z');
    expect(first.blockedFrom.toISOString()).toBe('2026-03-02T08:45:00.000Z');
    expect(first.blockedTo.toISOString()).toBe('2026-03-02T10:10:00.000Z');
    expect(rest.at(-1)!.endsAt.toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });

  it('leave out times whose range overlaps a booking’s; touching ends do not overlap', () => {
    expect(starts({ busy: [['2026-03-02T10:00:00Z', '2026-03-02T11:00:00Z']] })).toEqual([
      '2026-03-02T09:00:00Z',
      '2026-03-02T11:00:00Z',
    ]);
  });

  it('are all looked at, in any order: a long one is not hidden by shorter ones starting after it', () => {
    const busy: [string, string][] = [
      ['2026-03-02T09:30:00Z', '2026-03-02T09:45:00Z'],
      ['2026-03-02T11:30:00Z', '2026-03-02T12:00:00Z'],
      ['2026-03-01T23:00:00Z', '2026-03-02T10:30:00Z'],
    ];
    expect(starts({ busy, duration: 30 })).toEqual(['2026-03-02T10:30:00Z', '2026-03-02T11:00:00Z']);
  });

  it('keep at least buffer after + buffer before between two sessions', () => {
    // a 10:00–11:00 session booked with the same buffers blocks 09:45–11:15
    const ask: Ask = {
      rules: {
        bufferBeforeMinutes: 15,
        bufferAfterMinutes: 15,
        slotStepMinutes: 15,
        weekly: EVERY_DAY('08:00', '14:00'),
      },
      busy: [['2026-03-02T09:45:00Z', '2026-03-02T11:15:00Z']],
    };
    const offered = starts(ask);
    expect(offered).toContain('2026-03-02T08:30:00Z'); // ends 09:30, blocked to 09:45
    expect(offered).not.toContain('2026-03-02T08:45:00Z');
    expect(offered).not.toContain('2026-03-02T11:15:00Z');
    expect(offered).toContain('2026-03-02T11:30:00Z'); // blocked from 11:15
    expect(offered.filter((s) => s > '2026-03-02T08:30:00Z' && s < '2026-03-02T11:30:00Z')).toEqual([]);
  });
});

describe('notice and horizon', () => {
  it('offers nothing before now + the notice; a time exactly then is offered', () => {
    expect(starts({ now: '2026-03-02T08:00:00Z', rules: { minNoticeMinutes: 120 } })).toEqual([
      '2026-03-02T10:00:00Z',
      '2026-03-02T10:30:00Z',
      '2026-03-02T11:00:00Z',
    ]);
    expect(starts({ now: '2026-03-02T08:01:00Z', rules: { minNoticeMinutes: 120 } })).toEqual([
      '2026-03-02T10:30:00Z',
      '2026-03-02T11:00:00Z',
    ]);
  });

  it('offers nothing in the past', () => {
    expect(starts({ now: '2026-03-02T10:15:00Z' })).toEqual(['2026-03-02T10:30:00Z', '2026-03-02T11:00:00Z']);
  });

  it('offers times up to the end of the day horizonDays ahead, in the owner’s days', () => {
    const ask = (timeZone: string, now: string) =>
      starts({
        now,
        rules: { timeZone, horizonDays: 1, weekly: EVERY_DAY('09:00', '10:00') },
        from: '2026-03-01T00:00:00Z',
        to: '2026-03-08T00:00:00Z',
      });
    // Sunday noon UTC: Monday is the last day
    expect(ask('UTC', '2026-03-01T12:00:00Z')).toEqual(['2026-03-02T09:00:00Z']);
    // Sunday 03:00 UTC is still Saturday in New York: Sunday is its last day
    expect(ask(NY, '2026-03-01T03:00:00Z')).toEqual(['2026-03-01T14:00:00Z']);
    expect(horizonEnd(new Date('2026-03-01T03:00:00Z'), rules({ timeZone: NY, horizonDays: 1 })).toISOString()).toBe(
      '2026-03-02T05:00:00.000Z',
    );
  });
});

describe('daylight saving', () => {
  const daily = { weekly: EVERY_DAY('09:00', '10:00') };

  it('keeps 09:00 at 09:00 in New York across both changes of 2026', () => {
    expect(
      starts({ rules: { timeZone: NY, ...daily }, from: '2026-03-07T00:00:00Z', to: '2026-03-10T00:00:00Z' }),
    ).toEqual(['2026-03-07T14:00:00Z', '2026-03-08T13:00:00Z', '2026-03-09T13:00:00Z']);
    expect(
      starts({
        rules: { timeZone: NY, ...daily },
        now: '2026-10-01T00:00:00Z',
        from: '2026-10-31T00:00:00Z',
        to: '2026-11-03T00:00:00Z',
      }),
    ).toEqual(['2026-10-31T13:00:00Z', '2026-11-01T14:00:00Z', '2026-11-02T14:00:00Z']);
  });

  it('keeps 09:00 at 09:00 in Sydney across both changes of 2026', () => {
    const sydney = (from: string, to: string) =>
      starts({ rules: { timeZone: SYD, ...daily }, now: '2026-03-20T00:00:00Z', from, to });
    expect(sydney('2026-04-03T00:00:00Z', '2026-04-06T00:00:00Z')).toEqual([
      '2026-04-03T22:00:00Z',
      '2026-04-04T23:00:00Z',
      '2026-04-05T23:00:00Z',
    ]);
    expect(
      starts({
        rules: { timeZone: SYD, ...daily, horizonDays: 365 },
        now: '2026-09-01T00:00:00Z',
        from: '2026-10-02T00:00:00Z',
        to: '2026-10-05T00:00:00Z',
      }),
    ).toEqual(['2026-10-02T23:00:00Z', '2026-10-03T22:00:00Z', '2026-10-04T22:00:00Z']);
  });

  const night = (day: string) => ({ overrides: [{ day, start: '01:00', end: '04:00' }] });
  const horizon = { horizonDays: 365 };

  it('drops start times a spring-forward skips (New York, March 8)', () => {
    expect(
      wallStarts(NY, {
        rules: night('2026-03-08'),
        duration: 30,
        from: '2026-03-08T00:00:00Z',
        to: '2026-03-09T00:00:00Z',
      }),
    ).toEqual(['03-08, 01:00 EST', '03-08, 01:30 EST', '03-08, 03:00 EDT', '03-08, 03:30 EDT']);
  });

  it('drops start times a spring-forward skips (Sydney, October 4)', () => {
    expect(
      wallStarts(SYD, {
        rules: { ...night('2026-10-04'), ...horizon },
        duration: 30,
        now: '2026-09-01T00:00:00Z',
        from: '2026-10-03T00:00:00Z',
        to: '2026-10-04T12:00:00Z',
      }),
    ).toEqual(['10-04, 01:00 GMT+10', '10-04, 01:30 GMT+10', '10-04, 03:00 GMT+11', '10-04, 03:30 GMT+11']);
  });

  // New York: 01:00 and 01:30 EDT (05:00Z, 05:30Z), not EST (06:00Z, 06:30Z); Sydney: 02:00 and
  // 02:30 AEDT (15:00Z, 15:30Z), not AEST (16:00Z, 16:30Z)
  it.each([
    [NY, '2026-11-01', '2026-10-01', ['05:00', '05:30', '07:00', '07:30', '08:00', '08:30']],
    [SYD, '2026-04-05', '2026-03-20', ['14:00', '14:30', '15:00', '15:30', '17:00', '17:30']],
  ])('offers a start time a fall-back repeats once, the first (%s, %s)', (timeZone, day, today, expected) => {
    const offered = slots({
      rules: { timeZone, ...night(day), ...horizon, weekly: [] },
      duration: 30,
      now: `${today}T00:00:00Z`,
      from: `${addDays(day, -1)}T00:00:00Z`,
      to: `${addDays(day, 1)}T00:00:00Z`,
    }).map((s) => s.startsAt.toISOString().slice(11, 16));
    expect(offered).toEqual(expected);
  });

  it('ends the hours at the jump when their end is a skipped time', () => {
    // 01:00–02:30 on March 8 in New York ends at 03:00 EDT, the instant 02:00 EST jumps to
    const offered = starts({
      rules: { timeZone: NY, overrides: [{ day: '2026-03-08', start: '01:00', end: '02:30' }] },
      duration: 30,
      from: '2026-03-08T00:00:00Z',
      to: '2026-03-09T00:00:00Z',
    });
    expect(offered).toEqual(['2026-03-08T06:00:00Z', '2026-03-08T06:30:00Z']);
  });

  it('ends the hours at the first time a fall-back shows their end', () => {
    // 00:00–01:30 on November 1 in New York ends at 01:30 EDT (05:30Z): an hour-long session at
    // 00:30 EDT fits, one at 01:00 EDT would end at 01:00 EST and does not
    const offered = starts({
      rules: { timeZone: NY, overrides: [{ day: '2026-11-01', start: '00:00', end: '01:30' }], ...horizon },
      now: '2026-10-01T00:00:00Z',
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-02T00:00:00Z',
    });
    expect(offered).toEqual(['2026-11-01T04:00:00Z', '2026-11-01T04:30:00Z']);
  });
});

describe('ownerSlot (the owner moving a booking)', () => {
  const owner = (startsAt: string, busy: [string, string][] = []) =>
    ownerSlot({
      rules: rules({ bufferBeforeMinutes: 10, bufferAfterMinutes: 5, minNoticeMinutes: 1440, weekly: [] }),
      durationMinutes: 45,
      busy: busy.map(([from, to]) => ({ from: new Date(from), to: new Date(to) })),
      now: new Date('2026-03-02T08:00:00Z'),
      startsAt: new Date(startsAt),
    });

  it('takes any future time, outside the hours and the notice, off the step', () => {
    const slot = owner('2026-03-02T21:07:00Z')!;
    expect(slot.endsAt.toISOString()).toBe('2026-03-02T21:52:00.000Z');
    expect(slot.blockedFrom.toISOString()).toBe('2026-03-02T20:57:00.000Z');
    expect(slot.blockedTo.toISOString()).toBe('2026-03-02T21:57:00.000Z');
  });

  it('refuses the past and a time overlapping another booking', () => {
    expect(owner('2026-03-02T07:59:00Z')).toBeNull();
    // 12:00–12:45 blocks 11:50–12:50
    expect(owner('2026-03-02T12:00:00Z', [['2026-03-02T12:49:00Z', '2026-03-02T13:30:00Z']])).toBeNull();
    expect(owner('2026-03-02T12:00:00Z', [['2026-03-02T11:00:00Z', '2026-03-02T11:51:00Z']])).toBeNull();
  });

  it('takes a time whose blocked range only touches others', () => {
    const touching: [string, string][] = [
      ['2026-03-02T11:00:00Z', '2026-03-02T11:50:00Z'],
      ['2026-03-02T12:50:00Z', '2026-03-02T13:30:00Z'],
    ];
    expect(owner('2026-03-02T12:00:00Z', touching)?.startsAt.toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });
});
