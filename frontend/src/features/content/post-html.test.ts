import { guideLinkHtml, videoPosterHtml } from '@coach/shared';
import { describe, expect, it } from 'vitest';
import { renderPostHtml } from './post-html';

describe('renderPostHtml', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const html = renderPostHtml(
      '<p>Hello</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain('<p>Hello</p>');
    expect(html).toContain('<img src="x">');
  });

  it('turns newlines typed in the text into line breaks', () => {
    expect(renderPostHtml('First line\nSecond line\n\nNew paragraph')).toBe(
      'First line<br>Second line<br><br>New paragraph',
    );
    expect(renderPostHtml('<p>One\ntwo <strong>bold\ntext</strong></p>')).toBe(
      '<p>One<br>two <strong>bold<br>text</strong></p>',
    );
  });

  it('leaves the newlines that only lay out the HTML alone', () => {
    expect(renderPostHtml('<h2>Title</h2>\n<p>Text</p>\n<ul>\n  <li>a</li>\n</ul>\n')).toBe(
      '<h2>Title</h2>\n<p>Text</p>\n<ul>\n  <li>a</li>\n</ul>\n',
    );
    expect(renderPostHtml('<p>\n  Indented source\n</p>')).toBe('<p>\n  Indented source\n</p>');
    expect(renderPostHtml('Line<br>\nNext')).toBe('Line<br>\nNext');
    expect(renderPostHtml('<pre>code\nblock</pre>')).toBe('<pre>code\nblock</pre>');
  });

  it('keeps Quill list markup and opens links safely in a new tab', () => {
    const html = renderPostHtml(
      '<ol><li data-list="bullet"><span class="ql-ui"></span>Item</li></ol><a href="https://x.example" target="_blank">x</a>',
    );
    expect(html).toContain('<li data-list="bullet">');
    expect(html).toContain('<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('shows a video as the click-to-load poster the server writes, and drops a marker of another host', () => {
    const html = renderPostHtml(
      '<div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"></div><hr>' +
        '<div class="video-embed" data-provider="evil" data-id="1"></div>' +
        '<div class="video-embed" data-provider="vimeo" data-id="76979871"></div>',
    );
    expect(html).toBe(
      videoPosterHtml({ provider: 'youtube', id: 'dQw4w9WgXcQ' }) +
        '<hr>' +
        videoPosterHtml({ provider: 'vimeo', id: '76979871' }),
    );
  });

  it('shows a guide’s form as the link the server writes, and drops a malformed or filled marker', () => {
    const html = renderPostHtml(
      '<div class="lead-magnet-embed" data-slug="calm-guide" onclick="x()"></div>' +
        '<div class="lead-magnet-embed" data-slug="Calm Guide"></div>' +
        '<div class="lead-magnet-embed" data-slug="calm-guide"><a href="https://x.example">x</a></div><p>end</p>',
    );
    expect(html).toBe(`${guideLinkHtml('calm-guide')}<p>end</p>`);
  });
});
