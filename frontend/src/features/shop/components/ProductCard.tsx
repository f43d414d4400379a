import { Link } from 'react-router-dom';
import type { ProductDto } from '../api';
import { planLine, productPath, productStat } from '../lib/product-display';
import { BuyButton } from './BuyButton';
import { ProductImage } from './ProductImage';
import { ProductRating } from './ProductRating';

// A product in the shop grid: its name and picture open its page; its button goes to the checkout
// for this product alone. The first card's picture is the page's largest paint on a phone: loaded
// at once and first; the others lazily.
export function ProductCard({ product, first = false }: { product: ProductDto; first?: boolean }) {
  const stat = productStat(product);
  const titleId = `product-${product.id}-title`;
  const to = productPath(product);
  return (
    <article className="tile product-card" aria-labelledby={titleId}>
      <div className="product-card__media">
        {/* the same page as the title's link: one stop for the keyboard and screen readers */}
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <ProductImage product={product} loading={first ? 'first' : 'lazy'} />
        </Link>
        <span className="product-card__category">{product.category}</span>
      </div>
      <div className="product-card__body">
        <p className="product-card__price">{product.price}</p>
        {product.plan && <p className="product-plan">{planLine(product.plan)}</p>}
        <h2 className="product-card__title" id={titleId}>
          <Link to={to} className="product-card__link">
            {product.title}
          </Link>
        </h2>
        <p className="product-card__description">{product.description}</p>
        <div className="product-card__facts">
          {stat && <span className="product-card__stat">{stat}</span>}
          {product.rating != null && <ProductRating rating={product.rating} count={product.reviewCount} />}
        </div>
        <BuyButton product={product} block />
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="tile product-card product-card--skeleton" aria-hidden="true">
      <div className="skeleton skeleton--image" />
      <div className="product-card__body">
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--button" />
      </div>
    </div>
  );
}
