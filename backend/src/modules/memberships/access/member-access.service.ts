import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProductFactsService } from '../../commerce';
import { MemberAccessRepository } from './member-access.repository';

// Who may read what a membership opens, as ranks: a reader's rank is their tier's while their
// membership gives access (trialing, active, past due within the grace period), 0 otherwise; what a
// thing asks is 0 for everyone, 1 for any member, a tier's rank for "that tier and above".
export const EVERYONE = 0;
export const ANY_MEMBER = 1;

export const mayRead = (readerRank: number, requiredRank: number): boolean => readerRank >= requiredRank;

// What other modules read of memberships (the blog's members-only posts and paid newsletter, the
// courses a membership includes), in batches.
@Injectable()
export class MemberAccessService {
  constructor(
    private readonly access: MemberAccessRepository,
    private readonly products: ProductFactsService,
  ) {}

  // the reader's rank; 0 for a visitor (null) or an account without a live membership
  rankOf(userId: number | null, tx?: EntityManager): Promise<number> {
    return userId === null ? Promise.resolve(EVERYONE) : this.access.rankOf(userId, tx);
  }

  // each tier's rank (a tier not found is absent)
  tierRanks(tierIds: number[]): Promise<Map<number, number>> {
    return this.access.tierRanks([...new Set(tierIds)]);
  }

  // the tiers by rank with their titles (archived ones too), for an audience's choice
  async tiers(): Promise<{ id: number; title: string; rank: number; archived: boolean }[]> {
    const tiers = await this.access.tiers();
    const products = new Map((await this.products.byIds(tiers.map((t) => t.id))).map((p) => [p.id, p]));
    return tiers.flatMap((t) => {
      const p = products.get(t.id);
      return p ? [{ id: t.id, title: p.title, rank: t.rank, archived: p.archivedAt !== null }] : [];
    });
  }

  // the products the account has while its membership lasts (courses included in its tier)
  includedProducts(userId: number, tx?: EntityManager): Promise<number[]> {
    return this.access.includedProducts(userId, tx);
  }

  // whether the account gets the paid edition of the daily e-mail (one row read per mail)
  readsPaidNewsletter(userId: number): Promise<boolean> {
    return this.access.readsPaidNewsletter(userId);
  }
}
