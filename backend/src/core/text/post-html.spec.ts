import { guideLinkHtml, videoPosterHtml } from '@coach/shared';
import { renderPostHtml } from './post-html';

describe('renderPostHtml (the server’s rendering of a page’s rich text)', () => {
  it('shows a video click-to-load: the poster the SPA writes too, no frame and nothing of the host', () => {
    const html = renderPostHtml(
      '<p>Watch:</p><div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"></div>' +
        '<div class="video-embed" data-provider="vimeo" data-id="76979871"></div>',
    );
    expect(html).toBe(
      '<p>Watch:</p>' +
        videoPosterHtml({ provider: 'youtube', id: 'dQw4w9WgXcQ' }) +
        videoPosterHtml({ provider: 'vimeo', id: '76979871' }),
    );
    expect(html).toContain(
      '<a class="lesson-video__play video-embed__play" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" role="button">',
    );
    expect(html).toContain('Plays from YouTube — nothing loads from there until you press play.');
    // nothing loads from the host: no frame, no source (the play button links to its page)
    expect(html).not.toMatch(/iframe|src=|<img/);
  });

  it('drops a marker of an unknown host, and keeps dividers and typed line breaks', () => {
    expect(renderPostHtml('<p>One\ntwo</p><hr><div class="video-embed" data-provider="evil" data-id="1"></div>')).toBe(
      '<p>One<br>two</p><hr />',
    );
  });

  it('shows a free guide’s form as a link to its page (the browser puts the form there)', () => {
    const html = renderPostHtml('<p>Read on</p><div class="lead-magnet-embed" data-slug="calm-guide"></div>');
    expect(html).toBe(`<p>Read on</p>${guideLinkHtml('calm-guide')}`);
    expect(html).toContain('<a class="lead-magnet-embed__link" href="/free/calm-guide">Get the free guide</a>');
  });

  it('names each guide offered in its link, escaped, and keeps the plain link of one not offered now', () => {
    const html = renderPostHtml(
      '<div class="lead-magnet-embed" data-slug="calm-guide"></div><div class="lead-magnet-embed" data-slug="later"></div>',
      new Map([['calm-guide', 'Calm <Leader> Guide']]),
    );
    expect(html).toBe(
      guideLinkHtml('calm-guide', 'Get the free guide: Calm &lt;Leader&gt; Guide') + guideLinkHtml('later'),
    );
  });
});
