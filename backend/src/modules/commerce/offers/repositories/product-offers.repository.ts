import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import { type OfferKind, ProductOfferEntity } from '../../entities/product-offer.entity';
import { ProductEntity } from '../../entities/product.entity';

// an offer with the product it offers
export interface OfferWithProduct {
  offer: ProductOfferEntity;
  offered: ProductEntity;
}

export type OfferFields = Pick<ProductOfferEntity, 'offeredProductId' | 'priceCents' | 'headline' | 'text' | 'active'>;

// The owner's order bumps and upsells (product_offers): one of each kind per product at most.
@Injectable()
export class ProductOffersRepository {
  constructor(@InjectRepository(ProductOfferEntity) private readonly offers: Repository<ProductOfferEntity>) {}

  ofProduct(productId: number): Promise<ProductOfferEntity[]> {
    return this.offers.find({ where: { productId }, order: { kind: 'ASC' } });
  }

  // the product's offer of this kind, made or changed (the unique (product, kind) decides a race)
  async save(productId: number, kind: OfferKind, fields: OfferFields): Promise<ProductOfferEntity> {
    await this.offers.upsert({ productId, kind, ...fields, updatedAt: new Date() }, ['productId', 'kind']);
    return this.offers.findOneByOrFail({ productId, kind });
  }

  async remove(productId: number, kind: OfferKind): Promise<boolean> {
    const { affected } = await this.offers.delete({ productId, kind });
    return !!affected;
  }

  // The active offers of a kind on these products whose offered product is in the shop (not
  // archived), with it: what a checkout may offer, and take.
  async activeOn(productIds: number[], kind: OfferKind, tx?: EntityManager): Promise<OfferWithProduct[]> {
    if (!productIds.length) return [];
    const manager = tx ?? this.offers.manager;
    const offers = await manager.find(ProductOfferEntity, {
      where: { productId: In([...new Set(productIds)]), kind, active: true },
      order: { id: 'ASC' },
    });
    const offered = await manager.findBy(ProductEntity, {
      id: In(offers.length ? offers.map((o) => o.offeredProductId) : [0]),
      archivedAt: IsNull(),
    });
    const byId = new Map(offered.map((p) => [p.id, p]));
    return offers
      .filter((o) => byId.has(o.offeredProductId))
      .map((offer) => ({ offer, offered: byId.get(offer.offeredProductId)! }));
  }

  findById(tx: EntityManager, offerId: number): Promise<ProductOfferEntity | null> {
    return tx.findOneBy(ProductOfferEntity, { id: offerId });
  }
}
