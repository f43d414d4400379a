import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { KnowledgePassage, KnowledgeSource } from '../../../core/knowledge/knowledge-source';
import { passagesOf } from '../../../core/knowledge/passage-text';
import { ProductsService } from '../catalogue/products.service';
import type { ProductEntity } from '../entities/product.entity';
import { formatPrice } from '../money';
import { instalmentAmounts } from '../plans/instalments';
import { ProductTypeRegistry } from '../product-types/product-type-registry';

const KEYWORDS = 'product price cost costs how much buy purchase order pay shop';

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

// "Money Mindset is a digital download for $19.", "Intro Call is a free 1:1 consultation."
function productLine(p: ProductEntity, noun: string): string {
  return p.priceCents === 0
    ? `${p.title} is ${withArticle(`free ${noun}`)}.`
    : `${p.title} is ${withArticle(noun)} for ${formatPrice(p.priceCents)}.`;
}

// "3 monthly payments of $70 ($210 in all)"; when they differ by a cent, the first and the others
function planLine(p: ProductEntity): string[] {
  if (!p.planInstalments || !p.planTotalCents) return [];
  const [first, ...rest] = instalmentAmounts(p.planTotalCents, p.planInstalments);
  const each = rest.every((cents) => cents === first)
    ? `of ${formatPrice(first)}`
    : `(the first ${formatPrice(first)}, then ${formatPrice(rest[0])})`;
  return [
    `It can also be paid in instalments: ${p.planInstalments} monthly payments ${each} (${formatPrice(p.planTotalCents)} in all).`,
  ];
}

// The shop's products for the assistant, one passage each (more when its description is long): its
// type and price, what its type adds (ProductTypeRegistry: the stock of physical goods, a session's
// length, a course's lessons), whether it can be bought yet, a payment plan, its description.
@Injectable()
export class ProductsKnowledge implements KnowledgeSource {
  readonly name = 'products';
  readonly label = 'Product';

  constructor(
    private readonly products: ProductsService,
    private readonly types: ProductTypeRegistry,
    private readonly db: DataSource,
  ) {}

  // the products, and what the types' sentences read (a consultation's settings, a course's lessons)
  get tables(): string[] {
    return ['products', ...this.types.knowledgeTables()];
  }

  async passages(): Promise<KnowledgePassage[]> {
    const [products, notYet] = await Promise.all([this.products.list(), this.types.notYetForSale(this.db.manager)]);
    const sentences = await this.typeSentences(products);
    const soon = new Set(notYet);
    return products.flatMap((p) => {
      const noun = this.types.knowledgeOf(p.type)?.noun ?? p.type.replace(/[-_]/g, ' ');
      const text = [
        productLine(p, noun),
        ...(soon.has(p.id) ? ['It is coming soon: it cannot be bought yet.'] : []),
        ...(sentences.get(p.id) ?? []),
        ...planLine(p),
        ...p.description.split('\n'),
      ];
      const keywords = [noun, this.types.knowledgeOf(p.type)?.keywords, p.category, ...p.tags, KEYWORDS];
      const base = { title: p.title, url: `/products/${p.slug}`, keywords: keywords.filter(Boolean).join(' ') };
      return passagesOf(base, `product:${p.id}`, text);
    });
  }

  // each type's sentences for its products, one call per type present
  private async typeSentences(products: ProductEntity[]): Promise<Map<number, string[]>> {
    const all = new Map<number, string[]>();
    for (const type of new Set(products.map((p) => p.type))) {
      const own = products.filter((p) => p.type === type);
      const said = await this.types.knowledgeOf(type)?.sentences?.(own);
      for (const [id, lines] of said ?? []) all.set(id, lines);
    }
    return all;
  }
}
