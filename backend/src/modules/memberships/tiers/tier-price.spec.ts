import { centsOf, productPriceOf } from './tier-price';

describe('centsOf', () => {
  it.each([
    ['19', 1900],
    ['19.5', 1950],
    ['19.50', 1950],
    ['$1,900', 190000],
    [' 7 ', 700],
  ])('reads %p as %p cents', (text, cents) => expect(centsOf(text)).toBe(cents));

  it.each(['', 'nineteen', '19.999', '-5', '1e3', '12345678'])('refuses %p', (text) =>
    expect(centsOf(text)).toBeNull(),
  );
});

describe('productPriceOf', () => {
  it('is the monthly price, else the yearly one', () => {
    expect(productPriceOf({ monthlyCents: 1900, yearlyCents: 19000 })).toBe(1900);
    expect(productPriceOf({ monthlyCents: null, yearlyCents: 19000 })).toBe(19000);
  });
});
