import { countOf } from './figures';
import type { ProductTypeDefinition } from './product-type';

// A file to download: bought once, then in Account → Downloads.
export const digitalProductType: ProductTypeDefinition = {
  type: 'digital',
  label: 'Digital',
  filterLabel: 'Digital Products',
  figure: (product) => countOf(product.downloads, 'download', 'downloads'),
  includes: (product) => [
    product.digitalFileName ? `A download: ${product.digitalFileName}` : 'A digital download',
    'Yours in Account → Downloads right after payment',
  ],
  place: () => ({ to: '/account?tab=downloads', label: 'Open your downloads' }),
  screens: () => import('./own-screens').then((m) => m.digitalScreens),
};
