import { describe, expect, it } from 'vitest';
import { replaceVideoMarkers, videoMailLinkHtml, videoMarkerHtml, videoPosterHtml } from './video-embed';
import { videoOf } from './video-link';

describe('the video marker of rich text', () => {
  const youtube = { provider: 'youtube', id: 'dQw4w9WgXcQ' } as const;

  it('is written and read back the same way', () => {
    const marker = videoMarkerHtml(youtube);
    expect(marker).toBe('<div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"></div>');
    expect(replaceVideoMarkers(`<p>a</p>${marker}`, (v) => `[${v.provider}:${v.id}]`)).toBe(
      '<p>a</p>[youtube:dQw4w9WgXcQ]',
    );
  });

  it('is only a known host with a well-formed id', () => {
    expect(videoOf('vimeo', '76979871')).toEqual({ provider: 'vimeo', id: '76979871' });
    expect(videoOf('vimeo', 'abc')).toBeNull();
    expect(videoOf('youtube', 'dQw4w9WgXc')).toBeNull();
    expect(videoOf('dailymotion', 'x7tgad0')).toBeNull();
    expect(videoOf(undefined, undefined)).toBeNull();
    expect(replaceVideoMarkers('<div class="video-embed" data-provider="vimeo" data-id="abc"></div>', () => 'x')).toBe(
      '',
    );
  });

  it('shows on a page as a poster with a play button and nothing from the host', () => {
    const poster = videoPosterHtml(youtube);
    expect(poster).toContain('data-provider="youtube" data-id="dQw4w9WgXcQ"');
    expect(poster).toContain('<span class="sr-only">Play the video from YouTube</span>');
    expect(poster).not.toMatch(/iframe|src=/);
    // pressed before the site's script runs, the button opens the video's page on its host
    expect(poster).toContain(
      '<a class="lesson-video__play video-embed__play" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" role="button">',
    );
  });

  it('shows in a mail as a link to the video’s page', () => {
    expect(videoMailLinkHtml({ provider: 'vimeo', id: '76979871' })).toBe(
      '<p><a href="https://vimeo.com/76979871">▶ Watch the video on Vimeo</a></p>',
    );
  });
});
