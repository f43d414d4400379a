import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ArrayContainedBy, DataSource, EntityManager, In, IsNull, Not, Repository } from 'typeorm';
import { slugify } from '@coach/shared';
import { keysetPage } from '../../../core/database/keyset';
import { SharedReads } from '../../../core/database/shared-reads';
import type { Page } from '../../../core/paging/page';
import { pageOf } from '../../../core/paging/page-query.dto';
import { MailOutbox } from '../../../core/mail/mail-outbox';
import { slugFits } from '../../../core/text/slug';
import { ProductUpdatesService } from '../../auth';
import { CommerceErrors } from '../commerce.errors';
import type { ListProductsQuery } from './dto/list-products.query';
import { CreateProductDto, PRICE_FORMAT, UpdateProductDto } from './dto/save-product.dto';
import { ProductEntity } from '../entities/product.entity';
import { ProductTypeRegistry } from '../product-types/product-type-registry';
import { parsePrice } from '../money';
import { MIN_INSTALMENT_CENTS } from '../plans/instalments';
import { productUpdateMail } from './mails/product-update.mail';
import { ProductAnnouncementsRepository } from './repositories/product-announcements.repository';
import { ProductSlugsRepository } from './repositories/product-slugs.repository';
import { OrdersRepository } from '../repositories/orders.repository';
import { ProductStockRepository } from './repositories/product-stock.repository';
import { reviewColumns, soldColumns } from './repositories/product-columns';

export const PRIVATE_FILE_PREFIX = 'private:';

// Other modules (chat grounding, admin overview) read products through this service.
@Injectable()
export class ProductsService {
  private readonly allProducts = new SharedReads<ProductEntity[]>();

  constructor(
    @InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>,
    private readonly dataSource: DataSource,
    private readonly announcements: ProductAnnouncementsRepository,
    private readonly productUpdates: ProductUpdatesService,
    private readonly outbox: MailOutbox,
    private readonly slugs: ProductSlugsRepository,
    private readonly stock: ProductStockRepository,
    private readonly orders: OrdersRepository,
    private readonly types: ProductTypeRegistry,
  ) {}

  // the shop: every product not archived, newest first; a burst of visitors shares the reads (see
  // SharedReads). The assistant, the public pages and the sitemap read this too.
  list(): Promise<ProductEntity[]> {
    return this.allProducts.read('shop', () => this.findWithSales('p.archivedAt IS NULL'));
  }

  // the shop a page at a time, newest first, of one type or all (the Products page)
  async listPage(query: ListProductsQuery): Promise<Page<ProductEntity>> {
    const shop = this.withSalesQuery('p.archivedAt IS NULL', {});
    if (query.type) shop.andWhere('p.type = :type', { type: query.type });
    const page = await keysetPage(shop, { alias: 'p', at: 'created_at', direction: 'DESC' }, pageOf(query), withCounts);
    await this.types.countFigures(page.items);
    return page;
  }

  // the product manager's list: the archived ones too
  listAll(): Promise<ProductEntity[]> {
    return this.findWithSales('TRUE');
  }

  // the titles of the products (courses too) with these slugs, archived ones included
  async titlesBySlug(slugs: string[]): Promise<Map<string, string>> {
    if (!slugs.length) return new Map();
    const rows = await this.products.find({ select: { slug: true, title: true }, where: { slug: In(slugs) } });
    return new Map(rows.map((p) => [p.slug, p.title]));
  }

  // a product's page (/products/{slug}); an archived one only for an admin
  async findBySlug(slug: string, withArchived = false): Promise<ProductEntity> {
    const [product] = await this.findWithSales(`p.slug = :slug${withArchived ? '' : ' AND p.archivedAt IS NULL'}`, {
      slug,
    });
    if (!product) throw new NotFoundException(CommerceErrors.productNotFound);
    return product;
  }

  // Archived: out of the shop, the assistant and the sitemap, kept in past orders and downloads;
  // unarchived: back (a draft: published, in the shop for the first time, and the Product Updates
  // list told if the owner ticked "Tell subscribers" on it). Archiving an archived product (or a
  // draft) keeps when it was archived, and a draft a draft.
  async setArchived(id: number, archived: boolean): Promise<ProductEntity> {
    const product = await this.dataSource.transaction(async (tx) => {
      const found = await tx.getRepository(ProductEntity).findOneBy({ id });
      if (!found) throw new NotFoundException(CommerceErrors.productNotFound);
      if (archived === (found.archivedAt !== null)) return found;
      found.archivedAt = archived ? new Date() : null;
      await tx.getRepository(ProductEntity).update(id, { archivedAt: found.archivedAt, draft: false });
      if (found.draft) {
        found.announcedAt = (await this.announce(tx, id, 'published')) ?? found.announcedAt;
      }
      found.draft = false;
      return found;
    });
    return this.withSales(product);
  }

  // Deleted only when no order ever had it (a checkout, paid or not): otherwise it is archived
  // instead, so its orders and downloads stay whole. The row is locked against a checkout starting.
  async remove(id: number): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const product = await tx
        .getRepository(ProductEntity)
        .findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!product) throw new NotFoundException(CommerceErrors.productNotFound);
      if (await this.orders.everHad(tx, id)) throw new ConflictException(CommerceErrors.productSold);
      const kept = await this.types.whyKept(tx, product);
      if (kept) throw new ConflictException(kept);
      await tx.getRepository(ProductEntity).delete(id);
    });
  }

  // every demo product still in the shop archived at once; answers how many
  async retireDemo(): Promise<number> {
    const result = await this.products.update({ isDemo: true, archivedAt: IsNull() }, { archivedAt: new Date() });
    return result.affected ?? 0;
  }

  findById(id: number): Promise<ProductEntity | null> {
    return this.products.findOneBy({ id });
  }

  // Products newest first, with honest numbers, never typed: a digital product's downloads counted
  // from the paid orders (soldColumns, in the products' SELECT), and each type's own figure (a
  // course's students) counted by its module, one query per type listed.
  private async findWithSales(where: string, params: Record<string, unknown> = {}): Promise<ProductEntity[]> {
    const { entities, raw } = await this.withSalesQuery(where, params)
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .getRawAndEntities<Counted>();
    const products = entities.map((product, i) => withCounts(product, raw[i]));
    await this.types.countFigures(products);
    return products;
  }

  private withSalesQuery(where: string, params: Record<string, unknown>) {
    const sold = soldColumns('p');
    const rated = reviewColumns('p');
    return this.products
      .createQueryBuilder('p')
      .addSelect(sold.units, 'sold_units')
      .addSelect(rated.average, 'review_average')
      .addSelect(rated.count, 'review_count')
      .where(where, params);
  }

  private async withSales(product: ProductEntity): Promise<ProductEntity> {
    const [counted] = await this.findWithSales('p.id = :id', { id: product.id });
    return counted ?? product;
  }

  // the products in the shop (the overview's card)
  count(): Promise<number> {
    return this.products.countBy({ archivedAt: IsNull() });
  }

  // products with at least one image of their own (the overview's checklist)
  countWithImage(): Promise<number> {
    return this.products.countBy({ imageUrls: Not(ArrayContainedBy([])), archivedAt: IsNull() });
  }

  // A product of a type that starts as a draft (a course) is created out of the shop, and the
  // Product Updates list is told of it only once it is published (see save): nothing to buy yet.
  async create(input: CreateProductDto, isDemo = false): Promise<ProductEntity> {
    const created = await this.dataSource.transaction(async (tx) => {
      const product = tx.getRepository(ProductEntity).create({
        isDemo,
        type: 'digital',
        inventory: 0,
        lowStockAlert: 5,
        requiresShipping: false,
        tags: [],
        imageUrls: [],
      });
      this.apply(product, input);
      product.draft = this.types.startsAsDraft(product.type);
      product.archivedAt = product.draft ? new Date() : null;
      return this.save(tx, product, input.notifyProductUpdates);
    });
    return this.withSales(created);
  }

  // `within`: in the caller's transaction (a membership tier saved with its product's price)
  async update(id: number, input: UpdateProductDto, within?: EntityManager): Promise<ProductEntity> {
    const work = async (tx: EntityManager) => {
      const product = await tx.getRepository(ProductEntity).findOneBy({ id });
      if (!product) throw new NotFoundException(CommerceErrors.productNotFound);
      this.apply(product, input);
      // a demo product the owner edits is theirs now: "Retire Demo Products" leaves it
      product.isDemo = false;
      const saved = await this.save(tx, product, input.notifyProductUpdates);
      await this.stock.clearLowOnceRestocked(tx, id);
      return saved;
    };
    const updated = within ? await work(within) : await this.dataSource.transaction(work);
    return within ? updated : this.withSales(updated);
  }

  createDemo(): Promise<ProductEntity> {
    return this.create(
      {
        title: 'Demo Product',
        description: 'A sample digital product to try the shop with: a short guide to planning your week.',
        price: '49.99',
        category: 'Digital Products',
        type: 'digital',
        rating: 5,
        tags: ['demo', 'planning'],
      },
      true,
    );
  }

  // Saved under a free slug from its title (kept while the title gives the same one, so its page's
  // address stays), and with `announce` the Product Updates list told in the same transaction
  // (once per product; a draft is no news yet: the request waits for it to be published).
  private async save(tx: EntityManager, product: ProductEntity, announce = false): Promise<ProductEntity> {
    const base = slugify(product.title, 'product');
    const kept = product.slug && slugFits(product.slug, base) ? product.slug : null;
    const saved = await this.slugs.saveWithFreeSlug(tx, product, base, kept);
    if (announce && saved.draft) await this.announcements.requestOnPublish(tx, saved.id);
    else if (announce) saved.announcedAt = (await this.announce(tx, saved.id, 'now')) ?? saved.announcedAt;
    return saved;
  }

  // One mail per account on the Product Updates list (productUpdateMail): now, or on publishing a
  // draft when the owner asked for it then. Answers when the product was announced by this call, or
  // null when it had been already (or nobody asked).
  private async announce(tx: EntityManager, productId: number, when: 'now' | 'published'): Promise<Date | null> {
    const announcedAt =
      when === 'now'
        ? await this.announcements.markAnnounced(tx, productId)
        : await this.announcements.markPublishedAnnounced(tx, productId);
    const recipients = this.productUpdates.recipients(productId);
    if (announcedAt) await this.outbox.enqueueMany(tx, productUpdateMail.kind, `product:${productId}`, recipients);
    return announcedAt;
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
    optional('duration', input.duration);
    optional('rating', input.rating);
    optional('imageUrls', input.imageUrls);
    if (input.digitalFileUrl !== undefined) {
      product.digitalFileKey =
        input.digitalFileUrl === null ? null : input.digitalFileUrl.slice(PRIVATE_FILE_PREFIX.length);
    }
    optional('digitalFileName', input.digitalFileName);
    this.applyPlan(product, input);
  }

  // Both or neither of the count and the total; each instalment at least $0.50. A type billed on
  // its own (a membership tier) has no plan (the registry says which).
  private applyPlan(product: ProductEntity, input: UpdateProductDto): void {
    if (input.planInstalments !== undefined) product.planInstalments = input.planInstalments;
    if (input.planTotal !== undefined) {
      product.planTotalCents = input.planTotal === null ? null : parsePrice(input.planTotal);
    }
    // a new product's are not set at all
    const count = product.planInstalments ?? null;
    const total = product.planTotalCents ?? null;
    if ((count === null) !== (total === null)) throw new BadRequestException(CommerceErrors.planHalf);
    if (count === null || total === null) return;
    if (!this.types.sellsInInstalments(product.type))
      throw new BadRequestException(CommerceErrors.planNotForType(product.type));
    if (total < count * MIN_INSTALMENT_CENTS) throw new BadRequestException(CommerceErrors.planTooSmall(count));
  }
}

interface Counted {
  sold_units: number;
  review_average: number | null;
  review_count: number;
}

// the counts and the rating are the server's: a digital product's downloads and the buyers'
// visible reviews (no rating before the first; a typed one is ignored); a type's own figure (a
// course's students) is null until its module counts it (ProductTypeRegistry.countFigures)
function withCounts(product: ProductEntity, counted: Counted): ProductEntity {
  product.downloads = product.type === 'digital' ? counted.sold_units : null;
  product.students = null;
  product.rating = counted.review_count > 0 ? counted.review_average : null;
  product.reviewCount = counted.review_count;
  return product;
}
