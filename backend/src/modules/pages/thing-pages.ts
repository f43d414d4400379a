import { membersOnly, toBlogPostDto } from '../blog';
import { toProductDto, toProductOffer } from '../commerce';
import type { PageMeta } from './page-head';
import { describe } from './page-head';
import type { Loader, PageAddresses } from './page-loading';
import { oneThing } from './page-loading';
import { blogPosting, productWithOffer } from './structured-data';

// The pages of one thing by its slug (a post, a product): what each reads and says in its head,
// and the addresses of all of them for the sitemap.

// A missing post's or product's page: not to be indexed.
const MISSING_POST: PageMeta = { title: 'Blog', description: 'Blog post not found.' };
const MISSING_PRODUCT: PageMeta = { title: 'Products', description: 'Product not found.' };
const SITEMAP_POSTS_PAGE = 1000;

const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;

export const postPage: Loader = (context, { slug }) =>
  oneThing(
    'getBlogPost',
    slug,
    // a members-only post as the reader may read it: locked (no content) for a visitor
    () => context.services.posts.findPublishedBySlug(slug, context.reader),
    (post) => ({
      queries: [{ endpoint: 'getBlogPost', arg: { slug }, data: toBlogPostDto(post) }],
      forReader: membersOnly(post),
      meta: {
        title: post.title,
        description: describe(post.excerpt),
        path: postPath(post.slug),
        image: post.imageUrl,
        type: 'article',
        og: {
          ...(post.publishedAt && { 'article:published_time': post.publishedAt.toISOString() }),
          'article:modified_time': post.updatedAt.toISOString(),
          'article:section': post.category,
        },
        jsonLd: [blogPosting({ ...post, path: postPath(post.slug), membersOnly: membersOnly(post) }, context)],
      },
    }),
    MISSING_POST,
  );

// every published post, newest first, read a page at a time
export const postAddresses: PageAddresses = {
  async *entries({ posts }) {
    for (let cursor: string | undefined; ;) {
      const page = await posts.listPublishedAddresses({ limit: SITEMAP_POSTS_PAGE, cursor });
      for (const post of page.items) yield { path: postPath(post.slug), lastmod: post.updatedAt };
      if (!page.next) return;
      cursor = page.next;
    }
  },
  count: ({ posts }) => posts.countPublished(),
};

export const productPage: Loader = (context, { slug }) =>
  oneThing(
    'getProduct',
    slug,
    () => context.services.products.findBySlug(slug),
    (product) => {
      const offer = toProductOffer(product);
      return {
        queries: [{ endpoint: 'getProduct', arg: { product: slug }, data: toProductDto(product, false) }],
        meta: {
          title: product.title,
          description: describe(product.metaDescription || product.description),
          path: productPath(product.slug),
          image: product.imageUrls[0] ?? null,
          type: 'product',
          og: { 'product:price:amount': offer.price, 'product:price:currency': offer.currency },
          jsonLd: [productWithOffer({ ...product, ...offer, path: productPath(product.slug) }, context)],
        },
      };
    },
    MISSING_PRODUCT,
    'product',
  );

export const productAddresses: PageAddresses = {
  async *entries({ products }) {
    for (const product of await products.list()) yield { path: productPath(product.slug), lastmod: product.updatedAt };
  },
  count: ({ products }) => products.count(),
};
