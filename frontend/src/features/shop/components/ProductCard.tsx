import { StarFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ProductDto } from '../api';
import { actionLabel, checkoutPath, productStat } from '../lib/product-display';
import { ProductImage } from './ProductImage';

// A product in the shop grid; its button goes to the checkout for this product alone.
export function ProductCard({ product }: { product: ProductDto }) {
  const navigate = useNavigate();
  const stat = productStat(product);
  const titleId = `product-${product.id}-title`;
  return (
    <article className="tile product-card" aria-labelledby={titleId}>
      <div className="product-card__media">
        <ProductImage product={product} />
        <span className="product-card__category">{product.category}</span>
      </div>
      <div className="product-card__body">
        <p className="product-card__price">{product.price}</p>
        <h2 className="product-card__title" id={titleId}>
          {product.title}
        </h2>
        <p className="product-card__description">{product.description}</p>
        <div className="product-card__facts">
          {stat && <span className="product-card__stat">{stat}</span>}
          {product.rating != null && (
            <span className="product-card__rating" aria-label={`Rated ${product.rating} out of 5`}>
              <Stars rating={product.rating} />
              <span aria-hidden="true">{product.rating}</span>
            </span>
          )}
        </div>
        <Button type="primary" size="large" block onClick={() => navigate(checkoutPath(product))}>
          {actionLabel(product.type)}
        </Button>
      </div>
    </article>
  );
}

function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span className="product-card__stars" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <StarFilled key={i} className={i < full ? 'is-on' : undefined} />
      ))}
    </span>
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
