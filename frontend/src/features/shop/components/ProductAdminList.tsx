import { EditOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Empty, Spin, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { listState } from '../../../api/list-state';
import type { ProductDto } from '../api';
import { useAllProductsQuery } from '../api';
import { TYPE_LABELS } from '../lib/product-display';
import { IMAGE_SIZES } from '../../../lib/image-sources';
import { ProductImage } from './ProductImage';
import { ProductLifecycleActions } from './ProductLifecycleActions';

export const PRODUCTS_LOAD_FAILED = 'Failed to load products. Please try again later.';

// Stock matters for physical goods: at or below the product's alert level it stands out.
const isLowStock = (p: ProductDto) => p.inventory <= p.lowStockAlert;

// The Manage Products tab: every product (the archived ones too) with its key facts, Edit, and
// Archive / Unarchive (Publish for a draft) and Delete; a course's Course Builder (its modules,
// lessons and students).
export function ProductAdminList({ onEdit }: { onEdit: (product: ProductDto) => void }) {
  const products = listState<ProductDto>(useAllProductsQuery());
  const navigate = useNavigate();

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
        <li key={product.id} className="product-admin-item">
          <ProductImage product={product} className="product-thumb" sizes={IMAGE_SIZES.thumb} />
          <div className="product-admin-item__main">
            <div className="product-admin-item__heading">
              <h3 className="product-admin-item__title">{product.title}</h3>
              <Tag color="blue">{TYPE_LABELS[product.type]}</Tag>
              {product.requiresShipping && <Tag color="purple">Ships</Tag>}
              {product.draft ? <Tag color="orange">Draft</Tag> : product.archived && <Tag>Archived</Tag>}
              {product.demo && <Tag color="gold">Demo</Tag>}
            </div>
            <p className="product-admin-item__description">{product.description}</p>
            <dl className="product-admin-item__facts">
              <div>
                <dt>Price</dt>
                <dd>{product.price}</dd>
              </div>
              {product.sku && (
                <div>
                  <dt>SKU</dt>
                  <dd>{product.sku}</dd>
                </div>
              )}
              {product.type === 'physical' && (
                <div className={isLowStock(product) ? 'product-admin-item__stock--low' : undefined}>
                  <dt>Stock</dt>
                  <dd>
                    {product.inventory}
                    {isLowStock(product) && ' (low)'}
                  </dd>
                </div>
              )}
              {product.digitalFileName && (
                <div>
                  <dt>File</dt>
                  <dd>{product.digitalFileName}</dd>
                </div>
              )}
            </dl>
            {product.tags.length > 0 && (
              <div className="product-admin-item__tags" role="group" aria-label="Product tags">
                {product.tags.map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </div>
            )}
          </div>
          <div className="product-admin-item__actions">
            <Button icon={<EditOutlined aria-hidden />} onClick={() => onEdit(product)}>
              Edit
            </Button>
            {product.type === 'course' && (
              <Button icon={<ReadOutlined aria-hidden />} onClick={() => navigate(`/admin/courses/${product.id}`)}>
                Course Builder
              </Button>
            )}
            <ProductLifecycleActions product={product} />
          </div>
        </li>
      ))}
    </ul>
  );
}
