import type { ProductEntity } from '../entities/product.entity';
import type { ProductTypeKnowledge } from '../product-types/product-type';

const sentencesOf = (p: ProductEntity): string[] => [
  ...(p.digitalFileName ? [`The download is the file ${p.digitalFileName}.`] : []),
  'It is in Account, Downloads right after payment.',
];

// What the assistant says of a digital download: what the file is and where the buyer finds it.
export const digitalKnowledge: ProductTypeKnowledge = {
  noun: 'digital download',
  keywords: 'digital download downloadable file pdf ebook e-book instant',
  sentences: (products) => Promise.resolve(new Map(products.map((p) => [p.id, sentencesOf(p)]))),
};
