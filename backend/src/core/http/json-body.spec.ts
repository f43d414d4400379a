import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '[1]' + '}'.repeat(levels - 1);

describe('jsonDepthExceeds', () => {
  it('lets bodies up to the limit through and stops one level deeper', () => {
    expect(jsonDepthExceeds(bytes(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(jsonDepthExceeds(bytes(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDepthExceeds(bytes(JSON.stringify({ text: '[{'.repeat(100) + '"\\"[' })))).toBe(false);
    expect(jsonDepthExceeds(bytes(JSON.stringify({ 'é€😀': '[[[' })), 1)).toBe(false);
  });

  it('finds the depth of an unterminated body without reading it all', () => {
    expect(jsonDepthExceeds(bytes('['.repeat(1_000_000)))).toBe(true);
  });
});
