import { describe, expect, it } from 'vitest';
import { SPEC_PRODUCT_TYPES } from './product-types';

describe('the spec’s product types', () => {
  it('are its four, in its order', () => {
    expect(SPEC_PRODUCT_TYPES).toEqual(['digital', 'physical', 'course', 'consultation']);
  });
});
