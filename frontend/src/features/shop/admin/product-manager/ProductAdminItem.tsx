import { EditOutlined, ReadOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { IMAGE_SIZES } from '../../../../lib/image-sources';
import type { ProductDto } from '../../api';
import { ProductImage } from '../../components/ProductImage';
import { typeLabel } from '../../lib/product-display';
import { loadedScreens } from '../../product-types/registry';
import { ProductFacts } from './ProductFacts';
import { ProductLifecycleActions } from './ProductLifecycleActions';

// One product of Manage Products: its picture, title, type and states, facts and tags; Edit, its
// type's builder (a course's Course Builder: its modules, lessons and students), and Archive /
// Unarchive (Publish for a draft) and Delete.
export function ProductAdminItem({ product, onEdit }: { product: ProductDto; onEdit: (product: ProductDto) => void }) {
  const navigate = useNavigate();
  const { builder } = loadedScreens(product.type);
  return (
    <li className="product-admin-item">
      <ProductImage product={product} className="product-thumb" sizes={IMAGE_SIZES.thumb} />
      <div className="product-admin-item__main">
        <div className="product-admin-item__heading">
          <h3 className="product-admin-item__title">{product.title}</h3>
          <Tag color="blue">{typeLabel(product.type)}</Tag>
          {product.requiresShipping && <Tag color="purple">Ships</Tag>}
          {product.draft ? <Tag color="orange">Draft</Tag> : product.archived && <Tag>Archived</Tag>}
          {product.demo && <Tag color="gold">Demo</Tag>}
        </div>
        <p className="product-admin-item__description">{product.description}</p>
        <ProductFacts product={product} />
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
        {builder && (
          <Button icon={<ReadOutlined aria-hidden />} onClick={() => navigate(builder.path(product))}>
            {builder.label}
          </Button>
        )}
        <ProductLifecycleActions product={product} />
      </div>
    </li>
  );
}
