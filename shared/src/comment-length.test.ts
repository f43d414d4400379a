import { describe, expect, it } from 'vitest';
import { COMMENT_MAX_LENGTH } from './comment-length';

describe('a comment’s length', () => {
  it('is at most the column’s 5000 characters', () => {
    expect(COMMENT_MAX_LENGTH).toBe(5000);
  });
});
