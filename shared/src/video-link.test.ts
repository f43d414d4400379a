import { describe, expect, it } from 'vitest';
import { embedUrlOf, parseVideoLink, watchUrlOf } from './video-link';

describe('parseVideoLink', () => {
  const id = 'dQw4w9WgXcQ';

  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${id}`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abc`,
    `youtu.be/${id}`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube.com/shorts/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
    ` https://www.youtube.com/watch?v=${id} `,
  ])('reads a YouTube link: %s', (link) => {
    expect(parseVideoLink(link)).toEqual({ provider: 'youtube', id });
  });

  it.each(['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?h=abc', 'vimeo.com/76979871'])(
    'reads a Vimeo link: %s',
    (link) => {
      expect(parseVideoLink(link)).toEqual({ provider: 'vimeo', id: '76979871' });
    },
  );

  it.each([
    '',
    'not a link',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ1',
    'https://www.youtube.com/channel/UC123',
    'https://www.youtube.com/playlist?list=PL123',
    'https://youtu.be/dQw4w9WgXcQ/extra',
    'https://vimeo.com/channels/staffpicks',
    'https://player.vimeo.com/video/abc',
    'https://evil.com/youtu.be/dQw4w9WgXcQ',
    'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'ftp://youtu.be/dQw4w9WgXcQ',
  ])('refuses anything else: %s', (link) => {
    expect(parseVideoLink(link)).toBeNull();
  });
});

describe('the addresses of a video link', () => {
  it('embeds YouTube from its no-cookie host and Vimeo without tracking', () => {
    expect(embedUrlOf({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(embedUrlOf({ provider: 'vimeo', id: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it("links to the host's own page", () => {
    expect(watchUrlOf({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(watchUrlOf({ provider: 'vimeo', id: '76979871' })).toBe('https://vimeo.com/76979871');
  });
});
