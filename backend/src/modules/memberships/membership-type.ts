import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProductFactsService, type ProductTypeDefinition, type Shortage } from '../commerce';
import { MembershipErrors } from './memberships.errors';
import { MemberAccessRepository } from './access/member-access.repository';
import { TierProductKnowledge } from './knowledge/tier-product-knowledge';

export const MEMBERSHIP = 'membership';

// Membership tiers as products: on /products and their page like any product, joined from their
// page (a subscription, billed by memberships), never through the cart's one-off checkout.
// Registered with commerce's ProductTypeRegistry by MembershipsModule.
@Injectable()
export class MembershipType implements ProductTypeDefinition {
  readonly type = MEMBERSHIP;
  // billed by its tier's own prices, month by month or yearly
  readonly noInstalments = true;

  constructor(
    private readonly access: MemberAccessRepository,
    private readonly products: ProductFactsService,
    // what the assistant's facts of the products say of a tier
    readonly knowledge: TierProductKnowledge,
  ) {}

  async hold({ lines }: { lines: { title: string }[] }): Promise<Shortage | null> {
    return { title: lines[0].title, left: 0, message: MembershipErrors.notInCart };
  }

  // a membership product whose tier's fields (its prices) the owner has not saved yet: "Coming soon"
  async notYetForSale(tx: EntityManager): Promise<number[]> {
    const ids = (await this.products.ofType(MEMBERSHIP, {}, tx)).map((p) => p.id);
    const ready = new Set(await this.access.withTier(ids, tx));
    return ids.filter((id) => !ready.has(id));
  }

  // a tier anybody joined stays (its members' history names it): archived, it takes no new member
  async whyKept(tx: EntityManager, productId: number): Promise<string | null> {
    return (await this.access.everJoined(productId, tx)) ? MembershipErrors.tierHasMembers : null;
  }

  // the tier of the account's live membership: the shop shows it as theirs
  async owned(tx: EntityManager, userId: number): Promise<number[]> {
    return this.access.liveTierOf(userId, tx);
  }
}
