import { useState } from 'react';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import type { ProductDto } from '../api';
import { ProductImage } from './ProductImage';

// The pictures of a product's page: one large, and the others to pick from below it.
export function ProductGallery({ product }: { product: ProductDto }) {
  const [shown, setShown] = useState(0);
  const images = product.imageUrls;
  const src = images[shown];
  return (
    <div className="product-gallery">
      <ProductImage
        key={src}
        product={product}
        src={src}
        alt={images.length > 1 ? `${product.title}, picture ${shown + 1} of ${images.length}` : product.title}
        loading="first"
        sizes={IMAGE_SIZES.productPage}
        className="product-gallery__main"
      />
      {images.length > 1 && (
        <ul className="product-gallery__thumbs" aria-label="Pictures">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                className="product-gallery__pick"
                aria-label={`Show picture ${i + 1}`}
                aria-pressed={i === shown}
                onClick={() => setShown(i)}
              >
                <ProductImage product={product} src={image} className="product-thumb" sizes={IMAGE_SIZES.thumb} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
