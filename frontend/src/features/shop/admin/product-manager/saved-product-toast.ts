import type { ToastOptions } from '../../../../components/toast';
import type { ProductDto } from '../../api';
import { loadedScreens } from '../../product-types/registry';

// a new product of a type that starts as a draft (the server says so), when its type has no words of its own
const draftSaved = (title: string) => `"${title}" is a draft, not in the shop yet: publish it from Manage Products.`;

// What the product manager says once a product is saved: updated, created, or saved as a draft (a
// new course: its type says what comes next); and when the Product Updates list is being told.
export function savedProductToast(saved: ProductDto, before: ProductDto | null, announce: boolean): ToastOptions {
  const told = announce && saved.announcedAt !== before?.announcedAt;
  const announced = told ? ' Subscribers to product updates are being told.' : '';
  if (before)
    return { title: 'Product Updated', description: `Your changes to "${saved.title}" are saved.${announced}` };
  if (saved.draft) {
    const description = (loadedScreens(saved.type).draftSaved ?? draftSaved)(saved.title);
    return { title: 'Draft Saved', description };
  }
  return { title: 'Product Created', description: `"${saved.title}" is now in the shop.${announced}` };
}
