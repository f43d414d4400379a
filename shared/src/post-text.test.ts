import { describe, expect, it } from 'vitest';
import { hasPostContent, postSlug, readTimeMinutes, wordCount } from './post-text';
import { guideMarkerHtml } from './guide-embed';
import { videoMarkerHtml } from './video-embed';

describe('a post’s slug and read time', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');

  it('slugs the title, "post" when it has no letter or digit', () => {
    expect(postSlug('Five Habits of Calm Leaders')).toBe('five-habits-of-calm-leaders');
    expect(postSlug('!!!')).toBe('post');
  });

  it('counts the words of the text, not the markup', () => {
    expect(wordCount('<p>One <strong>two</strong></p><ol><li>three</li></ol><p>four&nbsp;five</p>')).toBe(5);
    expect(wordCount('<p><strong>one</strong><em>two</em></p>')).toBe(2);
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

  it('adds up the blocks and never says zero', () => {
    expect(readTimeMinutes(`<h2>${words(100)}</h2><ul><li>${words(350)}</li></ul>`)).toBe(3);
    expect(readTimeMinutes('')).toBe(1);
  });

  it('finds content in text, a picture or a video alone, none in an emptied editor or a script', () => {
    expect(hasPostContent('<p>Words</p>')).toBe(true);
    expect(hasPostContent('<p><img src="/api/uploads/images/a.jpg"></p>')).toBe(true);
    expect(hasPostContent(videoMarkerHtml({ provider: 'youtube', id: 'dQw4w9WgXcQ' }))).toBe(true);
    expect(hasPostContent(guideMarkerHtml('calm-guide'))).toBe(true);
    expect(hasPostContent('<p><br></p>')).toBe(false);
    expect(hasPostContent('<p>&nbsp;</p>')).toBe(false);
    expect(hasPostContent('')).toBe(false);
  });
});
