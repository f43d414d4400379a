import { Injectable } from '@nestjs/common';
import { UniqueSlugs } from '../../../../core/database/unique-slugs';
import { ProductEntity } from '../../entities/product.entity';

// The slugs of products: unique (products_slug_key), a new one's `-N` suffix found on the index of
// slug stems (IDX_products_slug_stem).
@Injectable()
export class ProductSlugsRepository extends UniqueSlugs<ProductEntity> {
  constructor() {
    super({ entity: ProductEntity, table: 'products', constraint: 'products_slug_key' });
  }
}
