import { TrackingTokens } from '../tracking/tracking-tokens';
import { SequenceLeaveTokens } from './leave-tokens';

describe('SequenceLeaveTokens', () => {
  const tokens = new SequenceLeaveTokens({ sessionSecret: 'a-session-secret' });

  it('reads back the place it signed', () => {
    expect(tokens.read(tokens.sign(42))).toBe(42);
  });

  it('refuses a token altered, cut off, of another secret or of another purpose', () => {
    const token = tokens.sign(42);
    const [body, mac] = token.split('.');
    expect(tokens.read(`${Buffer.from('[43]').toString('base64url')}.${mac}`)).toBeNull();
    expect(tokens.read(`${body}.${mac.slice(0, -1)}`)).toBeNull();
    expect(tokens.read(new SequenceLeaveTokens({ sessionSecret: 'another-secret' }).sign(42))).toBeNull();
    // a tracked pixel's token of the same site is no leave token
    expect(tokens.read(new TrackingTokens('a-session-secret').sign({ contactId: 42, subjectKey: 'x' }))).toBeNull();
    for (const wrong of ['', 'not a token', undefined, ['a']]) expect(tokens.read(wrong)).toBeNull();
  });
});
