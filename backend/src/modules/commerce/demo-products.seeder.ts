import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeed, DemoSeeder } from '../../core/seed/demo-seeder.decorator';
import { StorageService } from '../../core/storage/storage.service';
import { slugify } from '../../core/text/slug';
import { ProductEntity } from './entities/product.entity';

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
    // each marked demo: the owner retires them in one click (POST /api/demo/retire-products). The
    // course's outline is the courses module's own demo seeder (35-course-outline).
    const products: Partial<ProductEntity>[] = [
      {
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
      },
      {
        type: 'course',
        category: 'Business',
        title: 'Business Foundations Course',
        priceCents: 19900,
        rating: 4.8,
        description:
          'Two modules on your offer, its price, your first clients and cash flow, for coaches and consultants building their first business.',
        tags: ['business', 'course'],
      },
      {
        type: 'consultation',
        category: 'Coaching',
        title: 'Strategy Session (60 minutes)',
        priceCents: 15000,
        duration: '60 min',
        rating: 5,
        description: 'One focused hour on your biggest business question, with a written action plan afterwards.',
        tags: ['coaching', '1:1'],
      },
      {
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
      },
    ];
    for (const p of products) {
      // the demo titles differ, so their slugs do
      const slug = slugify(p.title!, 'product');
      await manager.save(manager.create(ProductEntity, { tags: [], imageUrls: [], slug, ...p, isDemo: true }));
    }
  }
}
