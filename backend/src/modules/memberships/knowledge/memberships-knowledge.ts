import { Injectable } from '@nestjs/common';
import type { KnowledgePassage, KnowledgeSource } from '../../../core/knowledge/knowledge-source';
import { listed, passagesOf, sentence } from '../../../core/knowledge/passage-text';
import { ProductFactsService } from '../../commerce';
import type { MembershipTierEntity } from '../entities/membership-tier.entity';
import { TiersRepository } from '../repositories/tiers.repository';
import { tierTerms } from './tier-words';

const KEYWORDS =
  'membership member members join subscription subscribe monthly yearly month year price cost trial benefits include included cancel cancellation members-only posts';

const JOIN_AND_CANCEL =
  'Join on its page with Monthly or Yearly (a visitor signs in or creates an account first). Cancel at any time in Account, Membership: the membership then lasts until the end of the period already paid, and a trial ends without a charge.';

// The membership tiers open to new members, for the assistant: each tier's prices and trial, what
// members get (its benefits, the courses it includes, the members-only posts and the paid daily
// e-mail), how to join and how to cancel.
@Injectable()
export class MembershipsKnowledge implements KnowledgeSource {
  readonly name = 'memberships';
  readonly label = 'Membership';
  // the tiers' products (title, description, archived) and the courses they include, and the tiers
  readonly tables = ['products', 'membership_tiers'];

  constructor(
    private readonly tiers: TiersRepository,
    private readonly products: ProductFactsService,
  ) {}

  async passages(): Promise<KnowledgePassage[]> {
    const tiers = await this.tiers.all();
    const ids = tiers.flatMap((t) => [t.productId, ...t.includedProductIds]);
    const products = new Map((await this.products.byIds(ids)).map((p) => [p.id, p]));
    return tiers.flatMap((tier) => {
      const product = products.get(tier.productId);
      if (!product || product.archivedAt !== null) return [];
      const included = tier.includedProductIds.flatMap((id) => products.get(id)?.title ?? []);
      const base = { title: product.title, url: `/join/${product.slug}`, keywords: KEYWORDS };
      return passagesOf(base, `membership:${tier.productId}`, [
        `${product.title} is a membership.`,
        ...tierTerms(tier),
        ...what(tier, included),
        JOIN_AND_CANCEL,
        ...product.description.split('\n'),
      ]);
    });
  }
}

// what members of the tier get
function what(tier: MembershipTierEntity, included: string[]): string[] {
  return [
    ...(tier.benefits.length ? [sentence(`Members get: ${tier.benefits.join('; ')}`)] : []),
    ...(included.length ? [`It includes ${listed(included)} while the membership lasts.`] : []),
    "Members read the blog's members-only posts for their tier and the tiers below it.",
    ...(tier.paidNewsletter ? ['The daily e-mail brings them the whole post.'] : []),
  ];
}
