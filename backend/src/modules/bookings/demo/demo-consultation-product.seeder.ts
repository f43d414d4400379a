import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeed, DemoSeeder } from '../../../core/seed/demo-seeder.decorator';
import { addDemoProduct, shopHoldsOnlyDemo } from '../../commerce';

// The demo shop's consultation (after its course, 31-course-product), whose hours
// 40-booking-hours opens.
@Injectable()
@DemoSeed('32-consultation-product')
export class DemoConsultationProductSeeder implements DemoSeeder {
  async seed(manager: EntityManager): Promise<void> {
    if (!(await shopHoldsOnlyDemo(manager))) return;
    await addDemoProduct(manager, {
      type: 'consultation',
      category: 'Coaching',
      title: 'Strategy Session (60 minutes)',
      priceCents: 15000,
      duration: '60 min',
      rating: 5,
      description: 'One focused hour on your biggest business question, with a written action plan afterwards.',
      tags: ['coaching', '1:1'],
    });
  }
}
