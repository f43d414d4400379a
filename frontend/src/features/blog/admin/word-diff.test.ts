import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff';

describe('wordDiff', () => {
  it('keeps the same text as one part', () => {
    expect(wordDiff('calm leaders listen', 'calm  leaders\nlisten')).toEqual([
      { kind: 'same', text: 'calm leaders listen' },
    ]);
  });

  it('marks words inserted, deleted and replaced, in reading order', () => {
    expect(wordDiff('calm leaders listen first', 'calm and kind leaders speak first')).toEqual([
      { kind: 'same', text: 'calm' },
      { kind: 'added', text: 'and kind' },
      { kind: 'same', text: 'leaders' },
      { kind: 'added', text: 'speak' },
      { kind: 'removed', text: 'listen' },
      { kind: 'same', text: 'first' },
    ]);
  });

  it('reads an empty side as all added or all removed', () => {
    expect(wordDiff('', 'new words')).toEqual([{ kind: 'added', text: 'new words' }]);
    expect(wordDiff('old words', '')).toEqual([{ kind: 'removed', text: 'old words' }]);
  });
});
