// @vitest-environment node
import { SPEC_PRODUCT_TYPES, type SpecProductType } from '@coach/shared';
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ProductDto } from './generated';

// The SPA takes a product's type from the generated client (the contract's enum); the spec's list
// and its order are @coach/shared's, which the backend's vocabulary names too. The two must agree.
describe('the contract’s product types', () => {
  it('are the spec’s, in its order', () => {
    const document = JSON.parse(readFileSync(new URL('../../../backend/openapi.json', import.meta.url), 'utf8')) as {
      components: { schemas: Record<string, { properties?: { type?: { enum?: string[] } } }> };
    };
    expect(document.components.schemas.ProductDto.properties?.type?.enum).toEqual([...SPEC_PRODUCT_TYPES]);
    // checked by the type check (tsc), not at run time
    expectTypeOf<ProductDto['type']>().toEqualTypeOf<SpecProductType>();
  });
});
