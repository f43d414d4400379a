import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify (the spec rule)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Five   Habits: of Great -- Leaders!  ', 'five-habits-of-great-leaders'],
    ['Café & Crème 2025', 'café-crème-2025'],
    ['What’s next? Growth, 2025 & beyond!', 'whats-next-growth-2025-beyond'],
    ['  Spaces   and\ttabs  ', 'spaces-and-tabs'],
    ['Many --- hyphens -- here', 'many-hyphens-here'],
    ['already-a-slug', 'already-a-slug'],
  ])('%j → %j', (title, slug) => expect(slugify(title, 'item')).toBe(slug));

  it('answers the fallback when nothing is left', () => {
    expect(slugify('!!!', 'product')).toBe('product');
    expect(slugify('', 'post')).toBe('post');
  });

  it('keeps at most 200 characters, without a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(199)} b`, 'x');
    expect(slug).toBe('a'.repeat(199));
    expect(slugify('b'.repeat(250), 'x')).toHaveLength(200);
  });

  it('is stable: a slug slugifies to itself (the server keeps only such slugs)', () => {
    const slug = slugify('Leading -- through   Change: part 2', 'post');
    expect(slugify(slug, 'post')).toBe(slug);
  });
});
