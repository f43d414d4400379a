import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FramedImage } from './FramedImage';

const WIDE = '/api/uploads/images/0123456789abcdef01234567-1200x630.png';

describe('FramedImage', () => {
  it("draws an upload in its place's box, with its size and variants so the page holds its place", () => {
    render(<FramedImage src={WIDE} className="post-card__image" sizes="400px" alt="A wide picture" />);
    const image = screen.getByRole('img', { name: 'A wide picture' });
    expect(image).toHaveClass('framed-image', 'post-card__image');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    expect(image).toHaveAttribute('sizes', '400px');
    expect(image.getAttribute('srcset')).toMatch(/-400w\.webp 400w, .*-1200w\.webp 1200w$/);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it("gives an address that does not tell the picture's size the size it is given", () => {
    render(
      <FramedImage src="/api/uploads/site/photo.jpg" className="x" sizes="88px" size={{ width: 600, height: 600 }} />,
    );
    const image = screen.getByRole('presentation');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '600');
    expect(image).not.toHaveAttribute('srcset');
  });

  it("loads the page's largest paint at once and first", () => {
    render(<FramedImage src={WIDE} className="x" sizes="100vw" loading="first" />);
    const image = screen.getByRole('presentation');
    expect(image).not.toHaveAttribute('loading');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });
});
