import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { formatPrice, ProductFactsService, ProductsService } from '../../commerce';
import type { BillingInterval } from '../entities/membership.entity';
import type { MembershipTierEntity } from '../entities/membership-tier.entity';
import { MEMBERSHIP } from '../membership-type';
import { MembershipErrors } from '../memberships.errors';
import { TiersRepository } from '../repositories/tiers.repository';
import type { SaveTierDto } from './dto/save-tier.dto';
import type { AdminTierDto, TierDto } from './dto/tier.dto';
import { centsOf, productPriceOf, tierPrice } from './tier-price';

type Product = Awaited<ReturnType<ProductFactsService['byIds']>>[number];

const price = (cents: number | null) => (cents === null ? null : formatPrice(cents));

// A tier open to joining: the tier, its product's title, its price for the interval asked.
export interface TierForSale {
  tier: MembershipTierEntity;
  title: string;
  priceCents: number;
}

// The tiers: the owner's list and edits (a product of the membership type and its tier's fields),
// the public list, and the tier a member joins or changes to.
@Injectable()
export class TiersService {
  constructor(
    private readonly tiers: TiersRepository,
    private readonly products: ProductFactsService,
    private readonly shop: ProductsService,
    private readonly db: DataSource,
  ) {}

  // every membership product, archived ones too, with its tier's fields; by rank, then title
  async adminList(): Promise<AdminTierDto[]> {
    const [products, tiers, members] = await Promise.all([
      this.products.ofType(MEMBERSHIP),
      this.tiers.all(),
      this.tiers.liveMembers(),
    ]);
    const byId = new Map(tiers.map((t) => [t.productId, t]));
    return products
      .map((p) => toAdminTierDto(p, byId.get(p.id) ?? null, members.get(p.id) ?? 0))
      .sort((a, b) => (a.rank ?? 101) - (b.rank ?? 101) || a.title.localeCompare(b.title));
  }

  // The tier's fields saved with the product's price made the tier's monthly (else yearly) price,
  // as the shop shows it (commerce's ProductsService), in one transaction: both or neither.
  async save(productId: number, body: SaveTierDto): Promise<AdminTierDto> {
    const product = await this.membershipProduct(productId);
    const monthlyCents = this.cents(body.monthlyPrice, 'monthlyPrice');
    const yearlyCents = this.cents(body.yearlyPrice, 'yearlyPrice');
    if (monthlyCents === null && yearlyCents === null) throw new BadRequestException(MembershipErrors.noPrice);
    const includedProductIds = [...new Set(body.includedProductIds ?? [])];
    await this.checkIncluded(includedProductIds);
    const known = await this.tiers.find(productId);
    const tier = await this.db.transaction(async (tx) => {
      const saved = await this.tiers.save(
        {
          productId,
          rank: body.rank,
          monthlyCents,
          yearlyCents,
          trialDays: body.trialDays ?? 0,
          benefits: body.benefits ?? [],
          paidNewsletter: body.paidNewsletter ?? false,
          includedProductIds,
          stripeProductId: known?.stripeProductId ?? null,
          stripeMonthlyPriceId: known?.monthlyCents === monthlyCents ? (known?.stripeMonthlyPriceId ?? null) : null,
          stripeYearlyPriceId: known?.yearlyCents === yearlyCents ? (known?.stripeYearlyPriceId ?? null) : null,
        },
        tx,
      );
      const price = productPriceOf(saved);
      if (product.priceCents !== price) await this.shop.update(productId, { price: (price / 100).toFixed(2) }, tx);
      return saved;
    });
    const shopPrice = productPriceOf(tier);
    const members = (await this.tiers.liveMembers()).get(productId) ?? 0;
    return toAdminTierDto({ ...product, priceCents: shopPrice }, tier, members);
  }

  // the tiers open to new members, by rank
  async publicList(): Promise<TierDto[]> {
    const tiers = await this.tiers.all();
    const products = new Map((await this.products.byIds(tiers.map((t) => t.productId))).map((p) => [p.id, p]));
    return tiers.flatMap((t) => {
      const p = products.get(t.productId);
      return p && open(p) ? [toTierDto(p, t)] : [];
    });
  }

  // The tier a member joins or changes to: it exists (404), takes new members (409) and has a
  // price for the interval (400).
  async forSale(tierId: number, interval: BillingInterval, tx?: EntityManager): Promise<TierForSale> {
    const tier = await this.tiers.find(tierId, tx);
    const [product] = await this.products.byIds([tierId], tx);
    if (!tier || !product || product.type !== MEMBERSHIP) throw new NotFoundException(MembershipErrors.tierNotFound);
    if (!open(product)) throw new ConflictException(MembershipErrors.tierClosed);
    const priceCents = tierPrice(tier, interval);
    if (priceCents === null) throw new BadRequestException(MembershipErrors.intervalNotOffered(interval));
    return { tier, title: product.title, priceCents };
  }

  private async membershipProduct(productId: number): Promise<Product> {
    const [product] = await this.products.byIds([productId]);
    if (!product) throw new NotFoundException(MembershipErrors.productNotFound);
    if (product.type !== MEMBERSHIP)
      throw new BadRequestException(MembershipErrors.notMembershipProduct(product.title));
    return product;
  }

  private cents(text: string | null | undefined, field: string): number | null {
    if (text === null || text === undefined) return null;
    const cents = centsOf(text);
    if (!cents) throw new BadRequestException(MembershipErrors.priceFormat(field));
    return cents;
  }

  private async checkIncluded(ids: number[]): Promise<void> {
    const found = new Map((await this.products.byIds(ids)).map((p) => [p.id, p]));
    for (const id of ids) {
      const product = found.get(id);
      if (!product) throw new BadRequestException(MembershipErrors.includedMissing(id));
      if (product.type === MEMBERSHIP) throw new BadRequestException(MembershipErrors.includesTier(product.title));
    }
  }
}

const open = (p: Product) => p.type === MEMBERSHIP && p.archivedAt === null;

function toAdminTierDto(p: Product, t: MembershipTierEntity | null, members: number): AdminTierDto {
  return {
    productId: p.id,
    title: p.title,
    slug: p.slug,
    archived: p.archivedAt !== null,
    configured: t !== null,
    rank: t?.rank ?? null,
    monthlyPrice: price(t?.monthlyCents ?? null),
    yearlyPrice: price(t?.yearlyCents ?? null),
    monthlyCents: t?.monthlyCents ?? null,
    yearlyCents: t?.yearlyCents ?? null,
    trialDays: t?.trialDays ?? 0,
    benefits: t?.benefits ?? [],
    paidNewsletter: t?.paidNewsletter ?? false,
    includedProductIds: t?.includedProductIds ?? [],
    members,
  };
}

const toTierDto = (p: Product, t: MembershipTierEntity): TierDto => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  description: p.description,
  benefits: t.benefits,
  monthlyPrice: price(t.monthlyCents),
  yearlyPrice: price(t.yearlyCents),
  trialDays: t.trialDays,
  rank: t.rank,
});
