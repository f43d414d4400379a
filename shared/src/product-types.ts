// The spec's product types, in its order: the contract's enum (the OpenAPI document lists these
// four, and the SPA's generated client with it). Which modules bring them, and which other types a
// module adds, is the backend's product-type registry's business.
export const SPEC_PRODUCT_TYPES = ['digital', 'physical', 'course', 'consultation'] as const;

export type SpecProductType = (typeof SPEC_PRODUCT_TYPES)[number];
