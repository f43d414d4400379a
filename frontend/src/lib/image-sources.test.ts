import { describe, expect, it } from 'vitest';
import { imageSources, inlineImage } from './image-sources';

describe('the sources of an uploaded image', () => {
  it('gives the size and the WebP variants of a library image from its address', () => {
    expect(imageSources('/api/uploads/images/0123456789abcdef01234567-2000x1000.jpg', '100vw')).toEqual({
      src: '/api/uploads/images/0123456789abcdef01234567-2000x1000.jpg',
      width: 2000,
      height: 1000,
      srcSet: [400, 800, 1200, 1600]
        .map((w) => `/api/uploads/images/0123456789abcdef01234567-2000x1000-${w}w.webp ${w}w`)
        .join(', '),
      sizes: '100vw',
    });
  });

  it('offers no variant wider than the picture, and one of its own width', () => {
    expect(imageSources('/api/uploads/images/0123456789abcdef01234567-900x600.png', '50vw').srcSet).toBe(
      '/api/uploads/images/0123456789abcdef01234567-900x600-400w.webp 400w, ' +
        '/api/uploads/images/0123456789abcdef01234567-900x600-800w.webp 800w, ' +
        '/api/uploads/images/0123456789abcdef01234567-900x600-900w.webp 900w',
    );
  });

  it('uses any other address as it is', () => {
    for (const url of [
      '/api/uploads/images/0123456789abcdef01234567.png',
      'https://images.example/photo.jpg',
      '/api/uploads/site/0123456789abcdef01234567.jpg',
    ]) {
      expect(imageSources(url, '100vw')).toEqual({ src: url });
    }
  });
});

describe('inlineImage (a picture inside a post’s text)', () => {
  it('is the upload’s variant at most 1200 px wide, with that variant’s size', () => {
    expect(inlineImage('/api/uploads/images/0123456789abcdef01234567-3000x2000.jpg')).toEqual({
      src: '/api/uploads/images/0123456789abcdef01234567-3000x2000-1200w.webp',
      width: 1200,
      height: 800,
    });
    expect(inlineImage('/api/uploads/images/0123456789abcdef01234567-1000x750.png')).toEqual({
      src: '/api/uploads/images/0123456789abcdef01234567-1000x750-1000w.webp',
      width: 1000,
      height: 750,
    });
  });

  it('keeps an address it knows no variants of', () => {
    expect(inlineImage('https://images.example/a.jpg')).toEqual({ src: 'https://images.example/a.jpg' });
  });
});
