import { Empty, Spin } from 'antd';
import { listState } from '../../../../api/list-state';
import type { ProductDto } from '../../api';
import { useAllProductsQuery } from '../../api';
import { ProductAdminItem } from './ProductAdminItem';

export const PRODUCTS_LOAD_FAILED = 'Failed to load products. Please try again later.';

// The Manage Products tab: every product (the archived ones too), each with its facts and actions.
export function ProductAdminList({ onEdit }: { onEdit: (product: ProductDto) => void }) {
  const products = listState<ProductDto>(useAllProductsQuery());

  if (products.status === 'loading') return <Spin aria-label="Loading products" />;
  if (products.status === 'failed') {
    return (
      <p className="status-message status-message--error" role="alert">
        {PRODUCTS_LOAD_FAILED}
      </p>
    );
  }
  if (products.status === 'empty') return <Empty description="No products yet. Create your first product." />;

  return (
    <ul className="product-admin-list" aria-label="Products">
      {products.items.map((product) => (
        <ProductAdminItem key={product.id} product={product} onEdit={onEdit} />
      ))}
    </ul>
  );
}
