import { describe, expect, it } from 'vitest';
import { embedMarkerAttributes } from './embed-markers';
import { guideLinkHtml, guideMailLinkHtml, guideMarkerHtml, isGuideSlug, replaceGuideMarkers } from './guide-embed';

describe('the free guide’s marker of rich text', () => {
  it('is written and read back the same way', () => {
    const marker = guideMarkerHtml('calm-guide');
    expect(marker).toBe('<div class="lead-magnet-embed" data-slug="calm-guide"></div>');
    expect(replaceGuideMarkers(`<p>a</p>${marker}`, (slug) => `[${slug}]`)).toBe('<p>a</p>[calm-guide]');
  });

  it('names only a well-formed slug', () => {
    expect(isGuideSlug('calm-guide-2')).toBe(true);
    for (const slug of ['Calm', 'calm--guide', '-calm', 'calm guide', '', 'a'.repeat(81), undefined])
      expect(isGuideSlug(slug)).toBe(false);
    expect(replaceGuideMarkers('<div class="lead-magnet-embed" data-slug="calm--guide"></div>', () => 'x')).toBe('');
  });

  it('is kept by the sanitiser’s rule only with its own attributes, class first', () => {
    expect(
      embedMarkerAttributes({ 'data-slug': 'calm-guide', class: 'ql-x lead-magnet-embed', contenteditable: 'false' }),
    ).toEqual({ class: 'lead-magnet-embed', 'data-slug': 'calm-guide' });
    expect(embedMarkerAttributes({ class: 'lead-magnet-embed', 'data-slug': 'x"><script>' })).toBeNull();
    expect(embedMarkerAttributes({ class: 'other', 'data-slug': 'calm-guide' })).toBeNull();
    expect(embedMarkerAttributes({ class: 'video-embed', 'data-provider': 'vimeo', 'data-id': '76979871' })).toEqual({
      class: 'video-embed',
      'data-provider': 'vimeo',
      'data-id': '76979871',
    });
  });

  it('shows on a page as a link to the guide’s page, and in a mail as that link', () => {
    expect(guideLinkHtml('calm-guide')).toBe(
      '<div class="lead-magnet-embed" data-slug="calm-guide"><a class="lead-magnet-embed__link" href="/free/calm-guide">Get the free guide</a></div>',
    );
    expect(guideMailLinkHtml('calm-guide')).toBe('<p><a href="/free/calm-guide">Get the free guide</a></p>');
  });
});
