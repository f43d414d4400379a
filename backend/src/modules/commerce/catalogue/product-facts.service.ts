import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, type FindOptionsWhere, In, IsNull, Repository } from 'typeorm';
import { ProductEntity, type ProductType } from '../entities/product.entity';

// Which products there are, for the modules that keep data about some (a course's lessons, a
// consultation's settings, the demo seeders' own): plain rows without the shop's figures
// (ProductsService counts those), a batch in one query, in the caller's transaction when it passes one.
@Injectable()
export class ProductFactsService {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  // The products of a type, newest first (of those made at once, the first made first). `inShop`:
  // not archived (a draft is archived too); `demo`: the demo products only.
  ofType(
    type: ProductType,
    only: { inShop?: boolean; demo?: boolean } = {},
    tx?: EntityManager,
  ): Promise<ProductEntity[]> {
    const where: FindOptionsWhere<ProductEntity> = { type };
    if (only.inShop) where.archivedAt = IsNull();
    if (only.demo) where.isDemo = true;
    return this.repository(tx).find({ where, order: { createdAt: 'DESC', id: 'ASC' } });
  }

  // these products, archived ones too, by title then id (the order a list of them reads in)
  byIds(ids: number[], tx?: EntityManager): Promise<ProductEntity[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.repository(tx).find({ where: { id: In([...new Set(ids)]) }, order: { title: 'ASC', id: 'ASC' } });
  }

  private repository(tx?: EntityManager): Repository<ProductEntity> {
    return tx ? tx.getRepository(ProductEntity) : this.products;
  }
}
