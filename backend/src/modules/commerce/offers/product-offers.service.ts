import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { CommerceErrors } from '../commerce.errors';
import type { OfferKind, ProductOfferEntity } from '../entities/product-offer.entity';
import { ProductEntity } from '../entities/product.entity';
import { formatPrice, parsePrice } from '../money';
import { ProductTypeRegistry } from '../product-types/product-type-registry';
import type { SaveProductOfferDto } from './dto/product-offer.dto';
import { type OfferWithProduct, ProductOffersRepository } from './repositories/product-offers.repository';

// the least a card can be charged (Stripe's minimum)
const MIN_OFFER_CENTS = 50;

// The owner's order bump and upsell of a product (Product Manager), and the bumps a checkout shows.
// An offer is another product in the shop at a price from $0.50 to its own; a type billed on its
// own (a membership tier: no payment plan either) neither has nor is an offer.
@Injectable()
export class ProductOffersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly offers: ProductOffersRepository,
    private readonly types: ProductTypeRegistry,
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
  ) {}

  async ofProduct(productId: number): Promise<Record<OfferKind, ProductOfferEntity | null>> {
    await this.productOrFail(productId);
    const offers = await this.offers.ofProduct(productId);
    return {
      bump: offers.find((o) => o.kind === 'bump') ?? null,
      upsell: offers.find((o) => o.kind === 'upsell') ?? null,
    };
  }

  async save(productId: number, kind: OfferKind, input: SaveProductOfferDto): Promise<ProductOfferEntity> {
    const product = await this.productOrFail(productId);
    if (input.offeredProductId === productId) throw new BadRequestException(CommerceErrors.offerItself);
    if (!this.types.sellsInInstalments(product.type))
      throw new BadRequestException(CommerceErrors.offerNotForType(product.type));
    const offered = await this.products.findOneBy({ id: input.offeredProductId });
    if (!offered) throw new BadRequestException(CommerceErrors.productNotFound);
    if (!this.types.sellsInInstalments(offered.type))
      throw new BadRequestException(CommerceErrors.offerTypeNotOffered(offered.type));
    if (offered.archivedAt) throw new BadRequestException(CommerceErrors.offerNotPublished(offered.title));
    const notYet = await this.types.notYetForSale(this.dataSource.manager);
    if (notYet.includes(offered.id)) throw new BadRequestException(CommerceErrors.offerNotYet(offered.title));
    const priceCents = parsePrice(input.price);
    if (priceCents === null || priceCents < MIN_OFFER_CENTS || priceCents > offered.priceCents)
      throw new BadRequestException(CommerceErrors.offerPrice(offered.title, formatPrice(offered.priceCents)));
    return this.offers.save(productId, kind, {
      offeredProductId: offered.id,
      priceCents,
      headline: input.headline.trim(),
      text: input.text?.trim() ?? '',
      active: input.active ?? true,
    });
  }

  async clear(productId: number, kind: OfferKind): Promise<void> {
    await this.productOrFail(productId);
    await this.offers.remove(productId, kind);
  }

  // the bumps a checkout of these products shows: not a product in the basket already, nor one the
  // buyer owns (a course, a download), nor one not for sale yet
  async bumpsFor(productIds: number[], userId: number): Promise<OfferWithProduct[]> {
    const bumps = await this.offers.activeOn(productIds, 'bump');
    if (!bumps.length) return [];
    const tx = this.dataSource.manager;
    const left = new Set([
      ...productIds,
      ...(await this.types.owned(tx, userId)),
      ...(await this.types.notYetForSale(tx)),
    ]);
    return bumps.filter(({ offered }) => !left.has(offered.id));
  }

  private async productOrFail(productId: number): Promise<ProductEntity> {
    const product = await this.products.findOneBy({ id: productId });
    if (!product) throw new NotFoundException(CommerceErrors.productNotFound);
    return product;
  }
}
