import { durationMinutesOf } from './consultation-duration';

describe('durationMinutesOf', () => {
  it.each([
    ['60 min', 60],
    ['45 minutes', 45],
    ['90mins', 90],
    ['1 hour', 60],
    ['1.5 hours', 90],
    ['2 hrs', 120],
    ['1 hr 30 min', 90],
    ['1h30m', 90],
  ])('reads %p as %p minutes', (text, minutes) => {
    expect(durationMinutesOf(text)).toBe(minutes);
  });

  it.each([[null], [''], ['a while'], ['3 months'], ['10 hours'], ['2 min']])(
    'suggests 60 for %p (no length, or one a session cannot have)',
    (text) => {
      expect(durationMinutesOf(text)).toBe(60);
    },
  );
});
