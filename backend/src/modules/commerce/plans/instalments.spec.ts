import { instalmentAmounts } from './instalments';

describe('instalmentAmounts', () => {
  it.each([
    [30000, 3, [10000, 10000, 10000]],
    [10000, 3, [3334, 3333, 3333]],
    [101, 2, [51, 50]],
    [120000, 12, Array<number>(12).fill(10000)],
  ])('splits %i cents in %i', (total, count, amounts) => {
    expect(instalmentAmounts(total, count)).toEqual(amounts);
    expect(instalmentAmounts(total, count).reduce((a, b) => a + b, 0)).toBe(total);
  });
});
