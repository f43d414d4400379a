import { useState } from 'react';
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

// A product's first uploaded image, or its cover when it has none or the image cannot be loaded
// (cards, the checkout summary, the product manager's list).
export function ProductImage({ product, className = '' }: { product: ProductDto; className?: string }) {
  const [failed, setFailed] = useState(false);
  const src = product.imageUrls[0];
  if (!src || failed) return <ProductCover title={product.title} className={className} />;
  return (
    <img className={`product-image ${className}`} src={src} alt="" loading="lazy" onError={() => setFailed(true)} />
  );
}
