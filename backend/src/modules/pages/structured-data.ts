import type { SiteDto } from '../site';
import { absoluteUrl, type HeadContext } from './page-head';

// schema.org objects for a page's JSON-LD (https://schema.org): who writes the site, a post, a
// product with its offer; the parts another module's page builds its own with (a course's). Absolute addresses throughout; empty values left out.

const SCHEMA = 'https://schema.org';

const socialLinks = (site: SiteDto) =>
  [site.linkedinUrl, site.xUrl, site.instagramUrl, site.youtubeUrl, site.websiteUrl].filter(
    (link): link is string => !!link,
  );

// The owner, when the settings name them (the home and About pages).
export function person({ site, publicUrl }: HeadContext): object | null {
  if (!site.ownerName) return null;
  return {
    '@context': SCHEMA,
    '@type': 'Person',
    name: site.ownerName,
    url: `${publicUrl}/about`,
    ...(site.ownerPhotoUrl && { image: absoluteUrl(publicUrl, site.ownerPhotoUrl) }),
    ...(site.tagline && { description: site.tagline }),
    ...(socialLinks(site).length > 0 && { sameAs: socialLinks(site) }),
  };
}

// The author of the posts and seller of the products: the owner by name, else the site.
export function author({ site, publicUrl }: HeadContext): object {
  return site.ownerName
    ? { '@type': 'Person', name: site.ownerName, url: `${publicUrl}/about` }
    : { '@type': 'Organization', name: site.siteName, url: publicUrl };
}

export interface PostFacts {
  title: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  publishedAt: Date | null;
  updatedAt: Date;
  path: string;
  // for members (docs/memberships.md): the page shows its content to members alone
  membersOnly: boolean;
}

// Where the page puts what only members read (the SPA's post page: the content, or the box asking
// to become a member), as Google's guidance for paywalled content asks a page to name it.
export const MEMBERS_ONLY_SELECTOR = '.members-only';

// A post's BlogPosting, with the excerpt as its description (never the content); a members-only
// post says it is not free and which part of the page is for members.
export function blogPosting(post: PostFacts, context: HeadContext): object {
  const { site, publicUrl } = context;
  const url = `${publicUrl}${post.path}`;
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    ...(post.imageUrl && { image: [absoluteUrl(publicUrl, post.imageUrl)] }),
    ...(post.publishedAt && { datePublished: post.publishedAt.toISOString() }),
    dateModified: post.updatedAt.toISOString(),
    articleSection: post.category,
    url,
    mainEntityOfPage: url,
    author: author(context),
    publisher: {
      '@type': 'Organization',
      name: site.siteName,
      ...(site.logoUrl && { logo: { '@type': 'ImageObject', url: absoluteUrl(publicUrl, site.logoUrl) } }),
    },
    ...(post.membersOnly && {
      isAccessibleForFree: false,
      hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: MEMBERS_ONLY_SELECTOR },
    }),
  };
}

export interface ProductFacts {
  title: string;
  description: string;
  category: string;
  sku: string | null;
  imageUrls: string[];
  // "49.99", in the shop's currency
  price: string;
  currency: string;
  inStock: boolean;
  path: string;
}

// What the object of a thing's page (a product, a course) starts with: its type, name, description
// and address.
export function thing(
  type: string,
  facts: Pick<ProductFacts, 'title' | 'description' | 'path'>,
  { publicUrl }: HeadContext,
) {
  const url = `${publicUrl}${facts.path}`;
  return { url, schema: { '@context': SCHEMA, '@type': type, name: facts.title, description: facts.description, url } };
}

export function productWithOffer(product: ProductFacts, context: HeadContext): object {
  const { url, schema } = thing('Product', product, context);
  return {
    ...schema,
    ...(product.imageUrls.length > 0 && {
      image: product.imageUrls.map((image) => absoluteUrl(context.publicUrl, image)),
    }),
    ...(product.sku && { sku: product.sku }),
    category: product.category,
    brand: { '@type': 'Brand', name: context.site.siteName },
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: product.currency,
      availability: `${SCHEMA}/${product.inStock ? 'InStock' : 'OutOfStock'}`,
      url,
      seller: author(context),
    },
  };
}
