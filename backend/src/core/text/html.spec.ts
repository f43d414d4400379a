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

  it('makes links safe and new-tab', () => {
    expect(sanitizePostHtml('<a href="https://x.example">x</a>')).toBe(
      '<a href="https://x.example" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', ''],
    ['<p><img src="/api/uploads/../../secrets.json">ok</p>', '<p>ok</p>'],
    ['<p><img src="http://127.0.0.1:5401/">ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
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
