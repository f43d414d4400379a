import { describe, expect, it } from 'vitest';
import { ADMIN_SECTION_GROUPS, ADMIN_SECTIONS } from './admin-sections';

// The features bring their tabs on their own: two of them must not claim one address or one place.
describe("the admin's sections", () => {
  it('each have an address and a place of their own, the Overview first', () => {
    const keys = ADMIN_SECTIONS.map((section) => section.key);
    const orders = ADMIN_SECTIONS.map((section) => section.order);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(orders).size).toBe(orders.length);
    expect(keys[0]).toBe('overview');
  });

  it('are shown in their groups in the order of the list', () => {
    expect(ADMIN_SECTION_GROUPS.flatMap((group) => group.sections)).toEqual(ADMIN_SECTIONS);
  });
});
