import { Injectable } from '@nestjs/common';
import { containing } from '../../../core/database/like';
import { UsersService } from '../../auth';
import { formatPrice, PaymentPlansRepository } from '../../commerce';
import type { AdminPlansDto, AdminPlansQuery } from './dto/admin-plans.dto';
import { toPlanDto } from './dto/plan.dto';

// The owner's payment plans: each with its buyer, what it has paid and still owes, and the sums of
// the list; searched by the buyer's name or address (auth finds the accounts) or the product's title.
@Injectable()
export class AdminPlansService {
  constructor(
    private readonly plans: PaymentPlansRepository,
    private readonly users: UsersService,
  ) {}

  async list(query: AdminPlansQuery): Promise<AdminPlansDto> {
    const pattern = query.search ? containing(query.search) : null;
    const filter: Parameters<PaymentPlansRepository['ownerList']>[0] = {
      status: query.status,
      search: pattern ? { userIds: await this.users.idsMatching(pattern), titlePattern: pattern } : undefined,
    };
    const [plans, sums] = await Promise.all([this.plans.ownerList(filter), this.plans.ownerSums(filter)]);
    const buyers = await this.users.findByIds(plans.flatMap((p) => (p.userId ? [p.userId] : [])));
    const buyerOf = new Map(buyers.map((b) => [b.id, b]));
    return {
      plans: plans.map((plan) => {
        const buyer = plan.userId ? buyerOf.get(plan.userId) : undefined;
        const customer = buyer && {
          id: buyer.id,
          name: `${buyer.firstName} ${buyer.lastName}`.trim(),
          email: buyer.email,
        };
        return { ...toPlanDto(plan), customer: customer ?? null };
      }),
      paid: formatPrice(sums.paidCents),
      outstanding: formatPrice(sums.outstandingCents),
    };
  }
}
