import { dollarsToCents, formatPrice, parsePrice } from './money';

describe('money', () => {
  it.each([
    [4900, '$49'],
    [4999, '$49.99'],
    [5, '$0.05'],
    [129900, '$1299'],
  ])('formats %i cents as %s', (cents, text) => expect(formatPrice(cents)).toBe(text));

  it.each([
    ['$49', 4900],
    ['49.99', 4999],
    [' $1,299.50 ', 129950],
    ['49.9', 4990],
    ['abc', null],
    ['49.999', null],
    ['-5', null],
    ['', null],
  ])('parses %j as %j', (text, cents) => expect(parsePrice(text)).toBe(cents));

  it('turns a dollar amount into cents without float drift', () => {
    expect(dollarsToCents(49.99)).toBe(4999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
});
