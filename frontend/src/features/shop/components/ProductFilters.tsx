import { Button } from '../../../components/button/Button';
import { type ProductFilter, productFilters } from '../lib/product-display';

// The Products page's filters (spec section 2): All Products, then each type's that has one.
export function ProductFilters({
  filter,
  onFilter,
}: {
  filter: ProductFilter;
  onFilter: (filter: ProductFilter) => void;
}) {
  return (
    <div className="product-filters" role="group" aria-label="Filter products">
      {productFilters().map(({ key, label }) => (
        <Button
          key={key}
          shape="round"
          type={filter === key ? 'primary' : 'default'}
          aria-pressed={filter === key}
          onClick={() => onFilter(key)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
