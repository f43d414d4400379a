import type { CreateProductDto, ProductDto } from '../api';
import type { ProductType } from '../product-types/product-type';
import { loadedScreens, productType } from '../product-types/registry';
import { blankToNull, DEFAULT_LOW_STOCK_ALERT } from './field-values';

// Spec section 5, word for word; the others are the API's own messages.
export const TITLE_REQUIRED = 'Title is required';
export const DESCRIPTION_TOO_SHORT = 'Description must be at least 10 characters';
export const PRICE_REQUIRED = 'Price is required';
export const CATEGORY_REQUIRED = 'Category is required';
export const PRICE_FORMAT = 'Price must be an amount such as 49 or 49.99';
export const INVENTORY_MIN = 'Inventory must be 0 or more';
export const LOW_STOCK_MIN = 'Low stock alert must be at least 1';
export const PLAN_TOTAL_FORMAT = 'Plan total must be an amount such as 297 or 297.50';
export const PLAN_TOTAL_REQUIRED = 'Please give the plan total';
export const PLAN_COUNT_REQUIRED = 'Please choose the number of instalments';
export const MIN_DESCRIPTION_LENGTH = 10;
export const SAVE_FAILED = 'Failed to save the product. Please try again.';

// Spec sections 5 and 9: the files a digital product may carry.
export const DIGITAL_EXTENSIONS = ['pdf', 'zip', 'mp4', 'mov', 'avi', 'doc', 'docx', 'ppt', 'pptx', 'txt', 'epub'];
export const DIGITAL_ACCEPT = DIGITAL_EXTENSIONS.map((ext) => `.${ext}`).join(',');

// the API's price shape: "49", "$49.99", "1,299"
const PRICE = /^\$?\d[\d,]{0,9}(\.\d{1,2})?$/;
export const isPrice = (text: string) => PRICE.test(text.trim());

export interface ProductFormValues {
  title: string;
  description: string;
  price: string;
  category: string;
  type: ProductType;
  sku: string;
  tags: string;
  metaDescription: string;
  // shown, not sent: the server counts them from paid orders
  downloads: number | null;
  students: number | null;
  duration: string;
  rating: number | null;
  weight: string;
  dimensions: string;
  inventory: number | null;
  lowStockAlert: number | null;
  requiresShipping: boolean;
  // a payment plan: 2–12 monthly instalments adding up to the plan total; null and '': none
  planInstalments: number | null;
  planTotal: string;
  // "Tell subscribers to product updates" (sent once per product; never loaded from a product)
  notifyProductUpdates: boolean;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  title: '',
  description: '',
  price: '',
  category: '',
  type: 'digital',
  sku: '',
  tags: '',
  metaDescription: '',
  downloads: null,
  students: null,
  duration: '',
  rating: null,
  weight: '',
  dimensions: '',
  inventory: 0,
  lowStockAlert: DEFAULT_LOW_STOCK_ALERT,
  requiresShipping: false,
  planInstalments: null,
  planTotal: '',
  notifyProductUpdates: false,
};

// A type bought its own way (a membership's join page), never through the checkout, has no plan
// (the server refuses one).
export const sellsInInstalments = (type: ProductType) => !productType(type)?.buyPath;

// "a, b ,, c" → ["a", "b", "c"] (spec section 5)
export const splitTags = (text: string) =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

// A product loaded into the form for editing: its price without the '$' (spec section 3).
export function formValuesOf(product: ProductDto): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    price: product.price.replace(/^\$/, ''),
    category: product.category,
    type: product.type,
    sku: product.sku ?? '',
    tags: product.tags.join(', '),
    metaDescription: product.metaDescription ?? '',
    downloads: product.downloads ?? null,
    students: product.students ?? null,
    duration: product.duration ?? '',
    rating: product.rating ?? null,
    weight: product.weight ?? '',
    dimensions: product.dimensions ?? '',
    inventory: product.inventory,
    lowStockAlert: product.lowStockAlert,
    requiresShipping: product.requiresShipping,
    planInstalments: product.plan?.instalments ?? null,
    planTotal: product.plan?.total.replace(/^\$/, '') ?? '',
    notifyProductUpdates: false,
  };
}

// The body for POST /api/products and PATCH /api/products/{id}: what every product has, the fields
// of the types cleared, then the type's own (its form's payload); tags always as a list; the plan
// (both fields or neither: null clears it).
export function productPayload(values: ProductFormValues): CreateProductDto {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: values.price.trim(),
    category: values.category.trim(),
    type: values.type,
    sku: blankToNull(values.sku),
    tags: splitTags(values.tags),
    metaDescription: blankToNull(values.metaDescription),
    duration: null,
    weight: null,
    dimensions: null,
    inventory: undefined,
    lowStockAlert: undefined,
    requiresShipping: false,
    ...planPayload(values),
    ...loadedScreens(values.type).form?.payload?.(values),
    // only when ticked: the product is announced once, whatever a later save says
    ...(values.notifyProductUpdates ? { notifyProductUpdates: true } : {}),
  };
}

function planPayload({ type, planInstalments, planTotal }: ProductFormValues): Partial<CreateProductDto> {
  if (!sellsInInstalments(type)) return { planInstalments: null, planTotal: null };
  return { planInstalments: planInstalments ?? null, planTotal: blankToNull(planTotal ?? '') };
}
