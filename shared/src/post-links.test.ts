import { describe, expect, it } from 'vitest';
import { isPostLinkHref, postLinkHref } from './post-links';

describe('postLinkHref (the editor’s check of a link)', () => {
  const site = 'https://coach.example';

  it.each([
    ['https://example.com/page?x=1#y', 'https://example.com/page?x=1#y'],
    ['http://example.com', 'http://example.com'],
    ['  https://example.com  ', 'https://example.com'],
    ['mailto:coach@example.com?subject=Hi', 'mailto:coach@example.com?subject=Hi'],
    ['coach@example.com', 'mailto:coach@example.com'],
    ['example.com/about', 'https://example.com/about'],
    ['/products/calm-course', '/products/calm-course'],
    ['/blog?page=2#top', '/blog?page=2#top'],
    ['https://coach.example/blog/calm?x=1#y', '/blog/calm?x=1#y'],
    ['https://coach.example', '/'],
  ])('takes %s as %s', (typed, href) => expect(postLinkHref(typed, site)).toBe(href));

  it.each([
    '',
    '   ',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'tel:+15551234567',
    '//evil.example/path',
    '/\\evil.example',
    'blog/relative',
    'https://',
    'mailto:',
    'just some words',
    'https://example.com/a b',
    'https://example.com/"onmouseover="x',
  ])('refuses %j', (typed) => expect(postLinkHref(typed, site)).toBeNull());

  it('keeps another site’s address whole, and an address of this site without knowing the site', () => {
    expect(postLinkHref('https://coach.example.org/x', site)).toBe('https://coach.example.org/x');
    expect(postLinkHref('https://coach.example/x')).toBe('https://coach.example/x');
  });
});

describe('isPostLinkHref (what the server keeps)', () => {
  it('keeps web, mailto: and site-path links only as written', () => {
    expect(['https://a.example', 'mailto:a@b.example', '/x'].every(isPostLinkHref)).toBe(true);
    expect(['coach@example.com', 'example.com', 'javascript:x', '#top', '?q'].some(isPostLinkHref)).toBe(false);
  });
});
