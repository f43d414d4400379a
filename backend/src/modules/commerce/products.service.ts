import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ArrayContainedBy, DataSource, EntityManager, Not, Repository } from 'typeorm';
import { SharedReads } from '../../core/database/shared-reads';
import { slugFits, slugify } from '../../core/text/slug';
import { CommerceErrors } from './commerce.errors';
import { CreateProductDto, PRICE_FORMAT, UpdateProductDto } from './dto/save-product.dto';
import { ProductEntity } from './entities/product.entity';
import { parsePrice } from './money';
import { ProductAnnouncementMailer } from './product-announcement.mailer';
import { ProductSlugsRepository } from './repositories/product-slugs.repository';
import { ProductStockRepository } from './repositories/product-stock.repository';

export const PRIVATE_FILE_PREFIX = 'private:';

// Other modules (chat grounding, admin overview) read products through this service.
@Injectable()
export class ProductsService {
  private readonly allProducts = new SharedReads<ProductEntity[]>();

  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    private readonly dataSource: DataSource,
    private readonly announcements: ProductAnnouncementMailer,
    private readonly slugs: ProductSlugsRepository,
    private readonly stock: ProductStockRepository,
  ) {}

  // every product, newest first; a burst of visitors shares the reads (see SharedReads)
  list(): Promise<ProductEntity[]> {
    return this.allProducts.read('all', () => this.products.find({ order: { createdAt: 'DESC', id: 'DESC' } }));
  }

  // a product's page (/products/{slug})
  async findBySlug(slug: string): Promise<ProductEntity> {
    const product = await this.products.findOneBy({ slug });
    if (!product) throw new NotFoundException(CommerceErrors.productNotFound);
    return product;
  }

  findById(id: number): Promise<ProductEntity | null> {
    return this.products.findOneBy({ id });
  }

  count(): Promise<number> {
    return this.products.count();
  }

  // products with at least one image of their own (the overview's checklist)
  countWithImage(): Promise<number> {
    return this.products.countBy({ imageUrls: Not(ArrayContainedBy([])) });
  }

  async create(input: CreateProductDto): Promise<ProductEntity> {
    return this.dataSource.transaction(async (tx) => {
      const product = tx.getRepository(ProductEntity).create({
        type: 'digital',
        inventory: 0,
        lowStockAlert: 5,
        requiresShipping: false,
        tags: [],
        imageUrls: [],
      });
      this.apply(product, input);
      return this.save(tx, product, input.notifyProductUpdates);
    });
  }

  async update(id: number, input: UpdateProductDto): Promise<ProductEntity> {
    return this.dataSource.transaction(async (tx) => {
      const product = await tx.getRepository(ProductEntity).findOneBy({ id });
      if (!product) throw new NotFoundException(CommerceErrors.productNotFound);
      this.apply(product, input);
      const saved = await this.save(tx, product, input.notifyProductUpdates);
      await this.stock.clearLowOnceRestocked(tx, id);
      return saved;
    });
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

  // Saved under a free slug from its title (kept while the title gives the same one, so its page's
  // address stays), and with `announce` the Product Updates list told in the same transaction
  // (once per product).
  private async save(tx: EntityManager, product: ProductEntity, announce = false): Promise<ProductEntity> {
    const base = slugify(product.title, 'product');
    const kept = product.slug && slugFits(product.slug, base) ? product.slug : null;
    const saved = await this.slugs.saveWithFreeSlug(tx, product, base, kept);
    if (announce) saved.announcedAt = (await this.announcements.announce(tx, saved.id)) ?? saved.announcedAt;
    return saved;
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
