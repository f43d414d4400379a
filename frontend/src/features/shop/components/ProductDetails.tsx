import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/icon/Icon';
import { CheckCircleFilled } from '../../../components/icon/icons';
import { BackLink } from '../../../components/ThingStates';
import type { ProductDto } from '../api';
import { planLine, productIncludes, productStat } from '../lib/product-display';
import { productType } from '../product-types/registry';
import { BuyButton } from './BuyButton';
import { PlanButton } from './PlanButton';
import { ProductGallery } from './ProductGallery';
import { ProductRating } from './ProductRating';

// the reviews in a chunk of their own, after the page
const ProductReviews = lazy(() => import('./ProductReviews'));

// One product on its page: its pictures, price (and its plan's), figures, what the buyer gets, its
// buy button (its plan's, its type's page), then its reviews.
export function ProductDetails({ product }: { product: ProductDto }) {
  const stat = productStat(product);
  const page = productType(product.type)?.pageLink?.(product);
  return (
    <div className="container page product-page">
      <BackLink to="/products">Back to Products</BackLink>
      <article className="product-page__article" aria-labelledby="product-title">
        <ProductGallery product={product} />
        <div className="product-page__details">
          <span className="product-page__category">{product.category}</span>
          <h1 className="product-page__title" id="product-title">
            {product.title}
          </h1>
          <p className="product-page__price">{product.price}</p>
          {product.plan && <p className="product-plan">{planLine(product.plan)}</p>}
          {(stat || product.rating != null) && (
            <div className="product-page__facts">
              {stat && <span>{stat}</span>}
              {product.rating != null && <ProductRating rating={product.rating} count={product.reviewCount} />}
            </div>
          )}
          <p className="product-page__description">{product.description}</p>
          <section className="product-page__includes" aria-labelledby="product-includes">
            <h2 id="product-includes">What you get</h2>
            <ul>
              {productIncludes(product).map((line) => (
                <li key={line}>
                  <Icon icon={CheckCircleFilled} /> {line}
                </li>
              ))}
            </ul>
          </section>
          <div className="product-page__actions">
            <BuyButton product={product} />
            <PlanButton product={product} />
            {/* a page of its type's own (a course's outline) */}
            {page && (
              <ButtonLink to={page.to} size="large">
                {page.label}
              </ButtonLink>
            )}
          </div>
        </div>
      </article>
      <Suspense fallback={null}>
        <ProductReviews productId={product.id} />
      </Suspense>
    </div>
  );
}
