import { useState } from 'react';
import { FramedImage } from '../../../components/FramedImage';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import type { ProductDto } from '../api';
import './product-image.css';

// Stands in for the picture of a product that has none: its title in white on the brand colour
// (white text always passes AA there: the brand colour is checked against it). Decorative, as the
// image it replaces: the title is on the page beside it.
export function ProductCover({ title, className = '' }: { title: string; className?: string }) {
  return (
    <div className={`product-cover ${className}`} aria-hidden="true">
      <span className="product-cover__title">{title}</span>
    </div>
  );
}

interface ProductImageProps {
  product: ProductDto;
  className?: string;
  // one of its images (the product's page shows each); its first by default
  src?: string;
  // empty where the title is beside it
  alt?: string;
  // lazy by default; 'first' where it is the page's largest paint on a phone (the product's page,
  // the grid's first card): loaded at once and before the page's scripts
  loading?: 'lazy' | 'eager' | 'first';
  // how wide it shows (lib/image-sources.ts): a card's width by default
  sizes?: string;
}

// A product's uploaded image, or its cover when it has none or the image cannot be loaded (cards,
// the product's page, the checkout summary, the product manager's list).
export function ProductImage({
  product,
  className = '',
  src = product.imageUrls[0],
  alt = '',
  loading = 'lazy',
  sizes = IMAGE_SIZES.card,
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <ProductCover title={product.title} className={className} />;
  return (
    <FramedImage
      src={src}
      className={`product-image ${className}`}
      sizes={sizes}
      alt={alt}
      loading={loading}
      onError={() => setFailed(true)}
    />
  );
}
