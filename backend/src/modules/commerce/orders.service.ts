import { Injectable } from '@nestjs/common';
import { DataSource, IsNull, MoreThan, Not } from 'typeorm';
import { OrderEntity } from './entities/order.entity';
import { OrderSettlementService } from './order-settlement.service';

// Open checkouts of the owner checked with the provider on a read, the newest few at once.
export const RECONCILE_AT_MOST = 3;

@Injectable()
export class OrdersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settlement: OrderSettlementService,
  ) {}

  // The owner's orders, newest first: those paid or refunded, and those being paid right now
  // (pending, not expired). A recent pending order is first checked with the provider, so a payment
  // whose webhook is late or lost still shows as completed ("paid but no order").
  async listForUser(userId: number, now = new Date()): Promise<OrderEntity[]> {
    const repo = this.dataSource.getRepository(OrderEntity);
    const pending = await repo.find({
      where: { userId, status: 'pending', paymentIntentId: Not(IsNull()), expiresAt: MoreThan(now) },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: RECONCILE_AT_MOST,
    });
    await Promise.all(pending.map((o) => this.settlement.reconcile(o.paymentIntentId!)));
    return repo
      .createQueryBuilder('o')
      .leftJoinAndSelect('o.items', 'i')
      .where('o.userId = :userId', { userId })
      .andWhere("(o.status IN ('completed', 'refunded') OR (o.status = 'pending' AND o.expiresAt > :now))", { now })
      .orderBy('o.createdAt', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .addOrderBy('i.id', 'ASC')
      .getMany();
  }
}
