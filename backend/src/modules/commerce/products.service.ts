import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ArrayContainedBy, Not, Repository } from 'typeorm';
import { CommerceErrors } from './commerce.errors';
import { CreateProductDto, PRICE_FORMAT, UpdateProductDto } from './dto/save-product.dto';
import { ProductEntity } from './entities/product.entity';
import { parsePrice } from './money';

export const PRIVATE_FILE_PREFIX = 'private:';

// Other modules (chat grounding, admin overview) read products through this service.
@Injectable()
export class ProductsService {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  list(): Promise<ProductEntity[]> {
    return this.products.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  count(): Promise<number> {
    return this.products.count();
  }

  // products with at least one image of their own (the overview's checklist)
  countWithImage(): Promise<number> {
    return this.products.countBy({ imageUrls: Not(ArrayContainedBy([])) });
  }

  async create(input: CreateProductDto): Promise<ProductEntity> {
    const product = this.products.create({
      type: 'digital',
      inventory: 0,
      lowStockAlert: 5,
      requiresShipping: false,
      tags: [],
      imageUrls: [],
    });
    this.apply(product, input);
    return this.products.save(product);
  }

  async update(id: number, input: UpdateProductDto): Promise<ProductEntity> {
    const product = await this.products.findOneBy({ id });
    if (!product) throw new NotFoundException(CommerceErrors.productNotFound);
    this.apply(product, input);
    return this.products.save(product);
  }

  createDemo(): Promise<ProductEntity> {
    return this.create({
      title: 'Demo Product',
      description: 'A sample digital product to try the shop with: a short guide to planning your week.',
      price: '49.99',
      category: 'Digital Products',
      type: 'digital',
      downloads: 0,
      rating: 5,
      tags: ['demo', 'planning'],
    });
  }

  private apply(product: ProductEntity, input: UpdateProductDto): void {
    if (input.price !== undefined) {
      const cents = parsePrice(input.price);
      if (cents === null) throw new BadRequestException(PRICE_FORMAT);
      product.priceCents = cents;
    }
    const optional = <K extends keyof ProductEntity>(key: K, value: ProductEntity[K] | undefined) => {
      if (value !== undefined) product[key] = value;
    };
    optional('title', input.title);
    optional('description', input.description);
    optional('category', input.category);
    optional('type', input.type);
    optional('sku', input.sku);
    optional('weight', input.weight);
    optional('dimensions', input.dimensions);
    optional('inventory', input.inventory);
    optional('lowStockAlert', input.lowStockAlert);
    optional('requiresShipping', input.requiresShipping);
    optional('tags', input.tags);
    optional('metaDescription', input.metaDescription);
    optional('downloads', input.downloads);
    optional('students', input.students);
    optional('duration', input.duration);
    optional('rating', input.rating);
    optional('imageUrls', input.imageUrls);
    if (input.digitalFileUrl !== undefined) {
      product.digitalFileKey =
        input.digitalFileUrl === null ? null : input.digitalFileUrl.slice(PRIVATE_FILE_PREFIX.length);
    }
    optional('digitalFileName', input.digitalFileName);
  }
}
