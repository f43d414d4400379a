import { describe, expect, it } from 'vitest';
import { isBlankHtml, readTimeMinutes, slugify, wordCount } from './post-text';

describe('slugify (spec: the slug derives from the title)', () => {
  it.each([
    ['Five Habits of Calm Leaders', 'five-habits-of-calm-leaders'],
    ['What’s next? Growth, 2025 & beyond!', 'whats-next-growth-2025-beyond'],
    ['  Spaces   and\ttabs  ', 'spaces-and-tabs'],
    ['Many --- hyphens -- here', 'many-hyphens-here'],
    ['Café déjà vu', 'café-déjà-vu'],
    ['!!!', 'post'],
  ])('%j → %j', (title, slug) => expect(slugify(title)).toBe(slug));

  it('is stable: a slug slugifies to itself (the server keeps only such slugs)', () => {
    const slug = slugify('Leading -- through   Change: part 2');
    expect(slugify(slug)).toBe(slug);
  });
});

describe('readTimeMinutes (200 words a minute, rounded up)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('counts the words of the text, not the markup', () => {
    expect(wordCount('<p>One <strong>two</strong></p><ol><li>three</li></ol><p>four&nbsp;five</p>')).toBe(5);
  });

  it.each([
    [1, 1],
    [200, 1],
    [201, 2],
    [400, 2],
    [401, 3],
  ])('%i words read in %i minute(s)', (count, minutes) => {
    expect(readTimeMinutes(`<p>${words(count)}</p>`)).toBe(minutes);
  });
});

describe('isBlankHtml', () => {
  it('treats an emptied editor as no content', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p>Hi</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="/api/uploads/images/a.png"></p>')).toBe(false);
  });
});
