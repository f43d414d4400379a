import { signInDelaySeconds } from './sign-in-throttle';

describe('signInDelaySeconds', () => {
  it('costs nothing for the first 10 failures on an account', () => {
    expect(signInDelaySeconds(0, 0)).toBe(0);
    expect(signInDelaySeconds(9, 4)).toBe(0);
  });

  it('doubles from 1 second, and gives an address with fewer than 3 failures of its own at most 2', () => {
    expect([10, 11, 12, 13, 120].map((n) => signInDelaySeconds(n, 0))).toEqual([1, 2, 2, 2, 2]);
    expect(signInDelaySeconds(120, 2)).toBe(2);
  });

  it('gives an address that keeps failing on the account up to 8 seconds', () => {
    expect([10, 11, 12, 13, 14, 120].map((n) => signInDelaySeconds(n, 3))).toEqual([1, 2, 4, 8, 8, 8]);
  });
});
