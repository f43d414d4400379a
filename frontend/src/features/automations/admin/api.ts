import type { ListProductsApiArg, ProductDto } from '../../../api/generated';
import { contractApi } from '../../../api/generated-extras';

// The Automations tab's endpoints: the automations client (../automations-api.ts, by hand until the
// backend's OpenAPI has them) and the shop's products, which conditions, triggers, steps and lead
// magnets name (the public client's read: an admin's has the archived ones too).
export * from '../automations-api';
export type * from '../automations-types';

export const { useListProductsQuery } = contractApi.enhanceEndpoints({
  endpoints: { listProducts: { providesTags: ['Product'] } },
});

// the whole list of products
export const ALL_PRODUCTS: ListProductsApiArg = {};

export type { ProductDto };
