import { imageSources } from '../lib/image-sources';
import './framed-image.css';

interface FramedImageProps {
  src: string;
  // the place's class, which gives the box: an aspect ratio across its width, or a fixed size
  className: string;
  // how wide it shows (IMAGE_SIZES of lib/image-sources.ts)
  sizes: string;
  // empty where the image is decorative or its title is beside it
  alt?: string;
  // lazy by default; 'first' where it is the page's largest paint (loaded at once and first)
  loading?: 'lazy' | 'eager' | 'first';
  // the size for the width and height attributes when the address does not tell the picture's own
  size?: { width: number; height: number };
  onError?: () => void;
}

// An uploaded picture in the box its place gives it, whatever the picture's shape (framed-image.css):
// cropped to fill it; its variants for the width it shows; width and height attributes, so the page
// holds its place before it arrives.
export function FramedImage({ src, className, sizes, alt = '', loading = 'lazy', size, onError }: FramedImageProps) {
  return (
    <img
      {...size}
      {...imageSources(src, sizes)}
      className={`framed-image ${className}`}
      alt={alt}
      loading={loading === 'lazy' ? 'lazy' : undefined}
      fetchPriority={loading === 'first' ? 'high' : undefined}
      onError={onError}
    />
  );
}
