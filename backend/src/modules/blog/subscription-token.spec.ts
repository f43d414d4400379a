import { SubscriptionTokens } from './subscription-token';

describe('SubscriptionTokens', () => {
  const tokens = new SubscriptionTokens('a session secret');

  it('derives the same token from the same nonce, and its hash is what the row keeps', () => {
    const { nonce, hash } = tokens.issue();
    expect(tokens.token(nonce)).toBe(tokens.token(nonce));
    expect(SubscriptionTokens.hash(tokens.token(nonce))).toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.token(nonce)).not.toContain(nonce);
  });

  it('gives a different link for every request, and none without the secret', () => {
    const a = tokens.issue();
    const b = tokens.issue();
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.hash).not.toBe(b.hash);
    expect(new SubscriptionTokens('another secret').token(a.nonce)).not.toBe(tokens.token(a.nonce));
  });
});
