import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DemoSeed, DemoSeeder } from '../../../core/seed/demo-seeder.decorator';
import { addDemoProduct, shopHoldsOnlyDemo } from '../../commerce';
import { MembershipTierEntity } from '../entities/membership-tier.entity';
import { MEMBERSHIP } from '../membership-type';

// The demo shop's membership (after commerce's, courses' and bookings' demo products): a monthly
// tier with a 7-day trial and the paid edition of the daily e-mail, so a fresh `make run` shows
// joining, the members-only demo post (the blog's 21-members-only-post) and the account's tab.
@Injectable()
@DemoSeed('34-membership-tier')
export class DemoTierSeeder implements DemoSeeder {
  async seed(manager: EntityManager): Promise<void> {
    if (!(await shopHoldsOnlyDemo(manager))) return;
    const productId = await addDemoProduct(manager, {
      type: MEMBERSHIP,
      category: 'Membership',
      title: 'The Inner Circle',
      priceCents: 1900,
      description:
        'Members-only posts, the whole daily e-mail and a monthly live Q&A for founders who want a steady hand beside them.',
      tags: ['membership', 'community'],
    });
    await manager.save(
      manager.create(MembershipTierEntity, {
        productId,
        rank: 1,
        monthlyCents: 1900,
        yearlyCents: 19000,
        trialDays: 7,
        benefits: ['Members-only posts', 'The whole daily e-mail, not just the excerpt', 'A monthly live Q&A'],
        paidNewsletter: true,
        includedProductIds: [],
      }),
    );
  }
}
