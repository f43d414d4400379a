import { Injectable } from '@nestjs/common';
import { plainText } from '@coach/shared';
import { BlogPostsService, membersOnly } from '../blog';
import { type AssistantEntry, formatPrice, ProductsService, ProductTypeRegistry } from '../commerce';
import { PageContentService } from '../content';

export interface Grounding {
  products: { title: string; type: string; price: string; category: string; description: string; tags: string[] }[];
  // excerpts only, never a post's content; a members-only post is marked so
  posts: { title: string; slug: string; excerpt: string; category: string; membersOnly: boolean }[];
  // what each product type lets the assistant say beyond the catalogue (the courses' outlines)
  sections: { heading: string; rule: string; entries: AssistantEntry[] }[];
  pages: { page: string; section: string; text: string }[];
}

const CACHE_MS = 5_000;

// What the assistant may talk about: the live catalogue, what each product type adds to it (its
// module says what, through commerce's registry: the courses' outlines, never a lesson's text), the
// latest posts (their excerpts: a members-only post's content is for members alone, and the
// assistant answers anybody) and the About/Contact texts. Kept for a few seconds per process; it is only a speed-up, the database is the truth.
@Injectable()
export class GroundingService {
  private cached: { at: number; value: Grounding } | null = null;

  constructor(
    private readonly products: ProductsService,
    private readonly posts: BlogPostsService,
    private readonly pages: PageContentService,
    private readonly types: ProductTypeRegistry,
  ) {}

  async get(now = Date.now()): Promise<Grounding> {
    if (this.cached && now - this.cached.at < CACHE_MS) return this.cached.value;
    const [products, posts, about, contact, sections] = await Promise.all([
      this.products.list(),
      this.posts.latestPublished(20),
      this.pages.listPage('about'),
      this.pages.listPage('contact'),
      this.types.assistantFacts(),
    ]);
    const value: Grounding = {
      products: products.map((p) => ({
        title: p.title,
        type: p.type,
        price: formatPrice(p.priceCents),
        category: p.category,
        description: p.description,
        tags: p.tags,
      })),
      posts: posts.map((p) => ({
        title: p.title,
        slug: p.slug,
        excerpt: p.excerpt,
        category: p.category,
        membersOnly: membersOnly(p),
      })),
      sections,
      pages: [...about, ...contact]
        .filter((s) => s.section !== 'background' && s.content)
        .map((s) => ({ page: s.page, section: s.section, text: plainText(s.content) })),
    };
    this.cached = { at: now, value };
    return value;
  }
}
