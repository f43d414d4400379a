import { Icon } from '../../../components/icon/Icon';
import { GiftOutlined } from '../../../components/icon/icons';
import { Button } from '../../../components/button/Button';
import { useState } from 'react';
import { listState } from '../../../api/list-state';
import { ButtonLink } from '../../../components/ButtonLink';
import { LoadMore } from '../../../components/LoadMore';
import { PageHeader } from '../../../components/PageHeader';
import { backgroundStyle, SectionText, usePageContent } from '../../content';
import { useListProductPagesInfiniteQuery } from '../api';
import { ProductCard, ProductCardSkeleton } from '../components/ProductCard';
import type { ProductFilter } from '../lib/product-display';
import { PRODUCT_FILTERS } from '../lib/product-display';
import { usePageTitle } from '../../site';
import '../products.css';

// Spec section 9: six placeholder cards while loading.
const SKELETON_COUNT = 6;
export const PRODUCTS_LOAD_FAILED = 'Failed to load products. Please try again later.';

export function ProductsPage() {
  usePageTitle('Products');
  const saved = usePageContent('products');
  const [filter, setFilter] = useState<ProductFilter>('all');
  // the shop of this filter, a page at a time (never the archived products, an admin's view too)
  const pages = useListProductPagesInfiniteQuery(filter);
  const { currentData, isFetching, isError } = pages;
  const loaded = currentData?.pages.flatMap((page) => page.items);
  // another filter's first page shows the placeholders, not the last filter's cards
  const products = listState({ data: loaded, isLoading: !loaded && isFetching, isError });

  let body;
  if (products.status === 'loading') {
    body = (
      <ul className="card-grid product-grid" aria-label="Loading products" aria-busy="true">
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (products.status === 'failed') {
    body = (
      <p className="status-message status-message--error" role="alert">
        {PRODUCTS_LOAD_FAILED}
      </p>
    );
  } else if (products.status === 'empty') {
    body = (
      <div className="shop-empty">
        <Icon icon={GiftOutlined} className="shop-empty__icon" />
        <h2 className="shop-empty__title">New Products Coming Soon!</h2>
        <p>Guides, courses and coaching sessions are on their way.</p>
        <ButtonLink to="/contact" type="primary" size="large">
          Get Notified When Available
        </ButtonLink>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="card-grid product-grid" aria-label="Products">
          {products.items.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} first={i === 0} />
            </li>
          ))}
        </ul>
        <LoadMore label="Load More Products" failedText={PRODUCTS_LOAD_FAILED} list={pages} />
      </>
    );
  }

  return (
    <div className="container page products-page" style={backgroundStyle(saved.background)}>
      <PageHeader
        title="Professional Products"
        lead={
          <SectionText saved={saved.header}>
            Guides, courses and coaching sessions to help you grow with intention.
          </SectionText>
        }
      />
      {saved.description && (
        <SectionText saved={saved.description} className="products-page__description">
          {null}
        </SectionText>
      )}
      <div className="product-filters" role="group" aria-label="Filter products">
        {PRODUCT_FILTERS.map(({ key, label }) => (
          <Button
            key={key}
            shape="round"
            type={filter === key ? 'primary' : 'default'}
            aria-pressed={filter === key}
            onClick={() => setFilter(key)}
          >
            {label}
          </Button>
        ))}
      </div>
      {body}
    </div>
  );
}
