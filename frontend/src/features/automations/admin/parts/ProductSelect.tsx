import { Select } from 'antd';
import { ALL_PRODUCTS, type ProductDto, useListProductsQuery } from '../api';

interface ProductSelectProps {
  label: string;
  value: number | null | undefined;
  onChange: (productId: number | undefined) => void;
  // only the products of these types (a course's conditions name courses)
  types?: ProductDto['type'][];
  // a product file to hand out: only digital products that have one (a lead magnet's)
  withFile?: boolean;
  placeholder?: string;
  allowClear?: boolean;
}

// A product of the shop, chosen by its title (the archived ones too: an old product still names
// who bought it).
export function ProductSelect({
  label,
  value,
  onChange,
  types,
  withFile,
  placeholder,
  allowClear,
}: ProductSelectProps) {
  const products = (useListProductsQuery(ALL_PRODUCTS).data ?? []).filter(
    (p) => (!types || types.includes(p.type)) && (!withFile || p.digitalFileUrl),
  );
  return (
    <Select
      aria-label={label}
      placeholder={placeholder ?? 'Choose a product'}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear={allowClear}
      className="automations-admin__product"
      options={products.map((p) => ({ value: p.id, label: p.archived ? `${p.title} (archived)` : p.title }))}
      value={value ?? undefined}
      onChange={(id) => onChange(id ?? undefined)}
    />
  );
}
