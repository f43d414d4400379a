import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeed, DemoSeeder } from '../../../../core/seed/demo-seeder.decorator';
import { StorageService } from '../../../../core/storage/storage.service';
import { ProductEntity } from '../../entities/product.entity';
import { addDemoProduct, shopHoldsOnlyDemo } from './demo-product';

// `make run`'s demo shop, one product of each type, each seeded by the module of its type: the
// digital one here first (30-products, on an empty shop only), a course (courses,
// 31-course-product), a consultation (bookings, 32-consultation-product), then the physical one
// (33-shelf-products). A database seeded before the split has the four from 30-products, and its
// seed_runs says the others ran (migration 1764680000000-demo-products-by-type).
@Injectable()
@DemoSeed('30-products')
export class DemoProductsSeeder implements DemoSeeder {
  constructor(private readonly storage: StorageService) {}

  async seed(manager: EntityManager): Promise<void> {
    if ((await manager.count(ProductEntity)) > 0) return;
    // a real file behind the demo download, so the whole purchase can be walked on `make run`
    const workbook = await this.storage.savePrivate(
      Buffer.from('The Calm Leader Workbook\n\nWeek 1: Name what matters most.\nWeek 2: Protect the time it needs.\n'),
      'txt',
    );
    await addDemoProduct(manager, {
      type: 'digital',
      category: 'Leadership',
      title: 'The Calm Leader Workbook',
      priceCents: 2900,
      rating: 4.9,
      description:
        'A twelve-week workbook for leading with clarity instead of urgency: weekly prompts, planning pages and team exercises.',
      tags: ['leadership', 'planning'],
      digitalFileKey: workbook,
      digitalFileName: 'calm-leader-workbook.txt',
    });
  }
}

// The shop's physical demo product, after the other modules' (31-course-product,
// 32-consultation-product), so the demo shop lists them in the order it always has.
@Injectable()
@DemoSeed('33-shelf-products')
export class DemoShelfProductsSeeder implements DemoSeeder {
  async seed(manager: EntityManager): Promise<void> {
    if (!(await shopHoldsOnlyDemo(manager))) return;
    await addDemoProduct(manager, {
      type: 'physical',
      category: 'Books',
      title: 'Starting Over: A Field Guide (Paperback)',
      priceCents: 2499,
      rating: 4.7,
      description:
        'The paperback book on rebuilding work and life after leaving a place that shaped you. Signed copies while stock lasts.',
      sku: 'BOOK-SO-PB',
      weight: '0.4 kg',
      dimensions: '21 x 14 x 2 cm',
      inventory: 25,
      lowStockAlert: 5,
      requiresShipping: true,
      tags: ['book', 'personal growth'],
    });
  }
}
