import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { Icon } from '../../../components/icon/Icon';
import { CheckCircleFilled } from '../../../components/icon/icons';
import { ButtonLink } from '../../../components/ButtonLink';
import { BackLink, LoadingThing, MissingThing } from '../../../components/ThingStates';
import { usePageTitle } from '../../site';
import type { ProductDto } from '../api';
import { listedProduct, useGetProductQuery } from '../api';
import { BuyButton } from '../components/BuyButton';
import { ProductGallery } from '../components/ProductGallery';
import { ProductRating } from '../components/ProductRating';
import { productIncludes, productStat } from '../lib/product-display';
import '../products.css';
import '../product-page.css';

// the reviews in a chunk of their own, after the page
const ProductReviews = lazy(() => import('../components/ProductReviews'));

export const PRODUCT_NOT_FOUND = 'Product not found.';
const LOAD_FAILED = 'Failed to load this product. Please try again later.';

const BackToProducts = () => <BackLink to="/products">Back to Products</BackLink>;

// /products/{slug}: one product with its pictures, price, what the buyer gets and its Buy Now
// (rendered on the server too: backend modules/pages). Coming from the shop's list, it shows the
// product from the list at once while its own read confirms it.
export function ProductPage() {
  const { slug = '' } = useParams();
  const fromList = useAppSelector((state) => listedProduct(state, slug));
  const { data: fetched, isLoading, error } = useGetProductQuery({ product: slug });
  const product = fetched ?? (error ? undefined : fromList);
  usePageTitle(product?.title ?? 'Products');

  if (product) return <ProductDetails product={product} />;
  const back = { to: '/products', label: 'Back to Products' };
  if (isLoading) return <LoadingThing what="product" back={back} className="product-page" image />;
  // the server's rendering seeds null for a slug no product has; the API answers 404
  return (
    <MissingThing
      title="Professional Products"
      error={error}
      notFound={PRODUCT_NOT_FOUND}
      failed={LOAD_FAILED}
      back={back}
      className="product-page"
    />
  );
}

function ProductDetails({ product }: { product: ProductDto }) {
  const stat = productStat(product);
  return (
    <div className="container page product-page">
      <BackToProducts />
      <article className="product-page__article" aria-labelledby="product-title">
        <ProductGallery product={product} />
        <div className="product-page__details">
          <span className="product-page__category">{product.category}</span>
          <h1 className="product-page__title" id="product-title">
            {product.title}
          </h1>
          <p className="product-page__price">{product.price}</p>
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
            {/* a course's own page: its outline, free previews and, for its students, the lessons (the
                address is written here: the courses feature's entry holds antd screens, which this
                public page must not load) */}
            {product.type === 'course' && (
              <ButtonLink to={`/courses/${encodeURIComponent(product.slug)}`} size="large">
                View course
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
