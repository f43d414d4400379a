import { useState } from 'react';
import { listState } from '../../../api/list-state';
import { LoadMore } from '../../../components/LoadMore';
import { PageHeader } from '../../../components/PageHeader';
import { backgroundStyle, SectionText, usePageContent } from '../../content';
import { usePageTitle } from '../../site';
import { useListProductPagesInfiniteQuery } from '../api';
import { ProductFilters } from '../components/ProductFilters';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { ShopEmpty } from '../components/ShopEmpty';
import type { ProductFilter } from '../lib/product-display';
import '../products.css';

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
  if (products.status === 'loading') body = <ProductGridSkeleton />;
  else if (products.status === 'failed') {
    body = (
      <p className="status-message status-message--error" role="alert">
        {PRODUCTS_LOAD_FAILED}
      </p>
    );
  } else if (products.status === 'empty') body = <ShopEmpty />;
  else {
    body = (
      <>
        <ProductGrid products={products.items} />
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
      <ProductFilters filter={filter} onFilter={setFilter} />
      {body}
    </div>
  );
}
