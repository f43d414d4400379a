import { isImageUrl } from './image-url';

describe('isImageUrl', () => {
  it.each([
    '/api/uploads/images/0123456789abcdef01234567.png',
    '/api/uploads/site/0123456789abcdef01234567.webp',
    'https://images.example.com/cover.jpg',
    'https://cdn.example.org/a/b.png?w=800&fit=crop#top',
    'https://xn--bcher-kva.example/bild.jpg',
  ])('accepts %s', (url) => expect(isImageUrl(url)).toBe(true));

  it.each([
    // the two
    '/api/uploads/../../secrets.json',
    'http://127.0.0.1:5401/',
    // other ways out of the uploads, or into them loosely
    '/api/uploads/images/../../../secrets.json',
    '/api/uploads/images/%2e%2e/secrets.json',
    '/api/uploads/images/0123456789abcdef01234567.png/..',
    '/api/uploads/images/0123456789abcdef01234567.png?x=1',
    '/api/uploads/private/0123456789abcdef01234567.pdf',
    '/api/uploads//images/0123456789abcdef01234567.png',
    '/api/uploads/images/photo.png',
    '/api/uploads/',
    '/secrets.json',
    '//evil.example/x.png',
    // not https, or not a named host
    'http://images.example.com/cover.jpg',
    'https://127.0.0.1/x.png',
    'https://[::1]/x.png',
    'https://localhost/x.png',
    'https://user:pass@images.example.com/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    // what would end an attribute or a CSS url()
    'https://images.example.com/x.png"onerror="alert(1)',
    'https://images.example.com/x.png) ; background:url(https://evil.example/',
    'https://images.example.com/a b.png',
    'https://images.example.com/x.png;}body{display:none',
    `https://images.example.com/${'a'.repeat(500)}.png`,
    '',
    42,
    null,
  ])('refuses %s', (url) => expect(isImageUrl(url)).toBe(false));
});
