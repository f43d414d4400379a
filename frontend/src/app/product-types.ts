import { consultationProductType } from '../features/bookings';
import { courseProductType } from '../features/courses';
import { membershipProductType } from '../features/memberships';
import { digitalProductType, physicalProductType, registerProductType } from '../features/shop';

// The product types the shop sells, in the order the shop shows them (its filters, the product
// manager's Type select): the shop's own two, then those the features bring. Registered before the
// first render: in the browser (main.tsx), on the server (entry-server.tsx), in the tests
// (test/setup.ts).
export function registerProductTypes(): void {
  for (const type of [
    digitalProductType,
    physicalProductType,
    courseProductType,
    consultationProductType,
    membershipProductType,
  ]) {
    registerProductType(type);
  }
}
