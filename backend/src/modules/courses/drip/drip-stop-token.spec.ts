import { DripStopTokens } from './drip-stop-token';

describe('DripStopTokens', () => {
  const tokens = new DripStopTokens({ sessionSecret: 'a-session-secret' });

  it('reads back the enrolments it signed, in one order whatever order they came in', () => {
    expect(tokens.verify(tokens.sign([7]))).toEqual([7]);
    expect(tokens.sign([12, 3, 12])).toBe(tokens.sign([3, 12]));
    expect(tokens.verify(tokens.sign([12, 3]))).toEqual([3, 12]);
  });

  it('refuses a token altered, cut off, or signed with another secret', () => {
    const token = tokens.sign([7]);
    expect(tokens.verify(token.replace(/^7\./, '8.'))).toBeNull();
    expect(tokens.verify(token.slice(0, -1))).toBeNull();
    expect(tokens.verify(new DripStopTokens({ sessionSecret: 'another-secret' }).sign([7]))).toBeNull();
    expect(tokens.verify('')).toBeNull();
    expect(tokens.verify('not a token')).toBeNull();
  });
});
