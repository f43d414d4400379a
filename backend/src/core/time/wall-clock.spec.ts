import { wallClockInstant } from './wall-clock';

describe('wallClockInstant', () => {
  it('reads a wall-clock time in a zone, summer and winter', () => {
    expect(wallClockInstant('2021-07-01 09:00:00', 'Europe/Berlin')).toEqual(new Date('2021-07-01T07:00:00Z'));
    expect(wallClockInstant('2021-01-01 09:00', 'Europe/Berlin')).toEqual(new Date('2021-01-01T08:00:00Z'));
    expect(wallClockInstant('2021-03-28 12:00:00', 'Australia/Adelaide')).toEqual(new Date('2021-03-28T01:30:00Z'));
  });

  it('answers null for no time', () => {
    expect(wallClockInstant('0000-00-00 00:00:00', 'UTC')).toBeNull();
    expect(wallClockInstant('', 'UTC')).toBeNull();
  });
});
