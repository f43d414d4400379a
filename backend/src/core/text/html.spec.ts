import { escapeHtml, sanitizePostHtml } from './html';

describe('sanitizePostHtml', () => {
  it('keeps the editor’s formatting', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u></p><h3>x</h3><h4>y</h4>' +
      '<ol><li data-list="bullet"><span class="ql-ui"></span>one</li></ol><blockquote>q</blockquote>' +
      '<p><img src="https://example.com/a.png" alt="a" /></p>' +
      '<p><img src="/api/uploads/images/0123456789abcdef01234567.png" /></p>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('keeps what the editor inserts: a divider, a sized picture, a YouTube and a Vimeo video', () => {
    const html =
      '<p>Above</p><hr /><p><img src="/api/uploads/images/0123456789abcdef01234567-1600x900-1200w.webp" ' +
      'alt="A calm desk" width="1200" height="675" /></p>' +
      '<div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"></div>' +
      '<div class="video-embed" data-provider="vimeo" data-id="76979871"></div>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('makes web links safe and new-tab, and keeps links to the site in the same tab', () => {
    expect(sanitizePostHtml('<a href="https://x.example">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:coach@example.com" target="_self">mail</a>')).toBe(
      '<a href="mailto:coach@example.com" rel="noopener noreferrer nofollow" target="_blank">mail</a>',
    );
    expect(sanitizePostHtml('<a href="/products/course?x=1#y" target="_blank" rel="opener">ours</a>')).toBe(
      '<a href="/products/course?x=1#y">ours</a>',
    );
  });

  it('reads the video marker whatever the order of its attributes, with the editor’s extras gone', () => {
    expect(
      sanitizePostHtml(
        '<div data-id="dQw4w9WgXcQ" contenteditable="false" aria-label="YouTube video" class="ql-x video-embed" data-provider="youtube"></div>',
      ),
    ).toBe('<div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"></div>');
  });

  it('keeps a free guide’s form marker in its strict form, with the editor’s extras gone', () => {
    const marker = '<div class="lead-magnet-embed" data-slug="calm-guide"></div>';
    expect(sanitizePostHtml(`<p>Above</p>${marker}`)).toBe(`<p>Above</p>${marker}`);
    expect(
      sanitizePostHtml(
        '<div contenteditable="false" data-slug="calm-guide" aria-label="Free guide form" class="lead-magnet-embed" data-id="x"></div>',
      ),
    ).toBe(marker);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', ''],
    ['<p><img src="/api/uploads/../../secrets.json">ok</p>', '<p>ok</p>'],
    ['<p><img src="http://127.0.0.1:5401/">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox">x</a>', '<a>x</a>'],
    ['<a href="relative/page">x</a>', '<a>x</a>'],
    [
      '<img src="/api/uploads/images/0123456789abcdef01234567.png" onerror="alert(1)" width="100%">',
      '<img src="/api/uploads/images/0123456789abcdef01234567.png" />',
    ],
    ['<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">', ''],
    ['<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p>ok</p><hr onclick="alert(1)" style="x">', '<p>ok</p><hr />'],
    ['<div class="video-embed" data-provider="dailymotion" data-id="x7tgad0"></div><p>ok</p>', '<p>ok</p>'],
    ['<div class="video-embed" data-provider="youtube" data-id="short"></div><p>ok</p>', '<p>ok</p>'],
    ['<div class="video-embed" data-provider="vimeo" data-id="1&quot; onload=&quot;x"></div>', ''],
    [
      '<div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ"><img src="https://x.example/a.png"></div>',
      '',
    ],
    ['<div class="video-embed" data-provider="youtube" data-id="dQw4w9WgXcQ">text</div>', ''],
    ['<div class="lead-magnet-embed" data-slug="Calm Guide"></div><p>ok</p>', '<p>ok</p>'],
    ['<div class="lead-magnet-embed" data-slug="x&quot; onload=&quot;y"></div><p>ok</p>', '<p>ok</p>'],
    ['<div class="lead-magnet-embed"></div><p>ok</p>', '<p>ok</p>'],
    ['<div class="lead-magnet-embed" data-slug="calm-guide"><a href="https://x.example">x</a></div>', ''],
    ['<div class="lead-magnet-embed" data-slug="calm-guide">text</div>', ''],
    ['<div class="other"><p>kept text</p></div>', '<p>kept text</p>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<object data="https://evil.example/x.swf"></object><embed src="x"><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:alert(1))">ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<span class="evil">x</span>', '<span>x</span>'],
  ])('neutralises %s', (input, output) => expect(sanitizePostHtml(input)).toBe(output));
});

describe('escapeHtml', () => {
  it('escapes the five characters that end text in HTML and XML', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});
