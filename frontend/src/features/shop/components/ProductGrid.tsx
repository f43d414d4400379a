import type { ProductDto } from '../api';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

// Spec section 9: six placeholder cards while loading.
const SKELETON_COUNT = 6;

// The shop's cards, the first one's picture loaded first (the page's largest paint on a phone).
export function ProductGrid({ products }: { products: ProductDto[] }) {
  return (
    <ul className="card-grid product-grid" aria-label="Products">
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} first={i === 0} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton() {
  return (
    <ul className="card-grid product-grid" aria-label="Loading products" aria-busy="true">
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
