import { PhysicalFields } from '../admin/product-manager/PhysicalFields';
import { blankToNull, DEFAULT_LOW_STOCK_ALERT } from '../lib/field-values';
import type { ProductTypeScreens } from './product-type';

// The screens of the shop's own two types (one chunk, loaded by the product manager and the
// account page).
export const digitalScreens: ProductTypeScreens = {
  form: { counted: { label: 'Downloads', name: 'downloads' } },
};

export const physicalScreens: ProductTypeScreens = {
  form: {
    Fields: PhysicalFields,
    // stock and shipping are sent for physical goods only (the API keeps its values otherwise)
    payload: (values) => ({
      weight: blankToNull(values.weight),
      dimensions: blankToNull(values.dimensions),
      inventory: values.inventory ?? 0,
      lowStockAlert: values.lowStockAlert ?? DEFAULT_LOW_STOCK_ALERT,
      requiresShipping: values.requiresShipping,
    }),
  },
};
