import { readTimeMinutes, slugify } from './post-text';

describe('slugify (the spec rule)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['  Five   Habits: of Great -- Leaders!  ', 'five-habits-of-great-leaders'],
    ['Café & Crème 2025', 'café-crème-2025'],
    ['already-a-slug', 'already-a-slug'],
    ['!!!', 'post'],
  ])('%s → %s', (title, slug) => expect(slugify(title)).toBe(slug));
});

describe('readTimeMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
  it('divides the word count by 200 and rounds up', () => {
    expect(readTimeMinutes(`<p>${words(200)}</p>`)).toBe(1);
    expect(readTimeMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readTimeMinutes(`<h2>${words(100)}</h2><ul><li>${words(350)}</li></ul>`)).toBe(3);
  });
  it('counts words, not tags, and never says zero', () => {
    expect(readTimeMinutes('<p><strong>one</strong><em>two</em></p>')).toBe(1);
    expect(readTimeMinutes('')).toBe(1);
  });
});
