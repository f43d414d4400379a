import { describe, expect, it } from 'vitest';
import { backgroundStyle, plainText } from './use-page-content';

describe('backgroundStyle', () => {
  it('paints a gradient as the background', () => {
    expect(backgroundStyle('radial-gradient(circle, #fff 0%, rgba(0,0,0,0.5) 100%)')).toEqual({
      background: 'radial-gradient(circle, #fff 0%, rgba(0,0,0,0.5) 100%)',
    });
  });

  it('covers the page with an uploaded image or an https image', () => {
    for (const url of ['/api/uploads/images/0123456789abcdef01234567.png', 'https://cdn.example.com/bg.jpg']) {
      expect(backgroundStyle(url)).toMatchObject({
        backgroundImage: `url("${url}")`,
        backgroundSize: 'cover',
      });
    }
  });

  it.each([
    '',
    'red',
    'http://example.com/bg.jpg',
    'https://example.com/a.jpg") ; background: url("https://evil.example',
    'javascript:alert(1)',
    'linear-gradient(red, blue); position: fixed',
    '/api/uploads/images/../../secret.png',
  ])('ignores %j', (value) => {
    expect(backgroundStyle(value)).toBeUndefined();
  });
});

describe('plainText', () => {
  it('keeps the words of saved markup, decoded', () => {
    expect(plainText('<p>Let&#39;s   <em>talk</em> &amp; plan</p>')).toBe("Let's talk & plan");
  });
});
