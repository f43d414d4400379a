import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeed, DemoSeeder } from '../../../core/seed/demo-seeder.decorator';
import { addDemoProduct, shopHoldsOnlyDemo } from '../../commerce';

// The demo shop's course (commerce's demo products say the order: 30-products, then this), whose
// outline 35-course-outline fills; sold in full or in three monthly payments.
@Injectable()
@DemoSeed('31-course-product')
export class DemoCourseProductSeeder implements DemoSeeder {
  async seed(manager: EntityManager): Promise<void> {
    if (!(await shopHoldsOnlyDemo(manager))) return;
    await addDemoProduct(manager, {
      type: 'course',
      category: 'Business',
      title: 'Business Foundations Course',
      priceCents: 19900,
      // or three monthly payments of $70: a payment plan to try
      planInstalments: 3,
      planTotalCents: 21000,
      rating: 4.8,
      description:
        'Two modules on your offer, its price, your first clients and cash flow, for coaches and consultants building their first business.',
      tags: ['business', 'course'],
    });
  }
}
