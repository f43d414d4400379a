import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Repository } from 'typeorm';
import { CommerceErrors } from '../commerce.errors';
import { ProductEntity } from '../entities/product.entity';

// The products of a basket as the checkout prices them (and a coupon's quote before it).
@Injectable()
export class BasketProducts {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  // the basket's products in its order (a product twice is two lines); 400 when one is not for sale
  async forSale(productIds: number[]): Promise<ProductEntity[]> {
    const ids = [...new Set(productIds)];
    // an archived product is no longer for sale
    const products = await this.products.findBy({ id: In(ids), archivedAt: IsNull() });
    if (products.length !== ids.length) throw new BadRequestException(CommerceErrors.productsUnavailable);
    const byId = new Map(products.map((p) => [p.id, p]));
    return productIds.map((id) => byId.get(id)!);
  }
}
