import { normaliseHex } from './brand-colour';

describe('the brand colour', () => {
  it.each([
    ['#ABC', '#aabbcc'],
    [' #12355B ', '#12355b'],
    ['#000', '#000000'],
    ['12355b', '12355b'],
    [42, 42],
  ])('normalises %p to %p', (input, output) => expect(normaliseHex(input)).toBe(output));
});
