import type { ReactNode } from 'react';
import type { ProductDto } from '../../api';

// Stock matters for physical goods: at or below the product's alert level it stands out.
const isLowStock = (p: ProductDto) => p.inventory <= p.lowStockAlert;

function Fact({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

// A product's key facts in the owner's list: price, SKU, stock (physical goods), its file.
export function ProductFacts({ product }: { product: ProductDto }) {
  return (
    <dl className="product-admin-item__facts">
      <Fact term="Price">{product.price}</Fact>
      {product.sku && <Fact term="SKU">{product.sku}</Fact>}
      {product.type === 'physical' && (
        <Fact term="Stock" className={isLowStock(product) ? 'product-admin-item__stock--low' : undefined}>
          {product.inventory}
          {isLowStock(product) && ' (low)'}
        </Fact>
      )}
      {product.digitalFileName && <Fact term="File">{product.digitalFileName}</Fact>}
    </dl>
  );
}
