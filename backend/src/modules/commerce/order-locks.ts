import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { OrderEntity } from './entities/order.entity';

type Where = (qb: SelectQueryBuilder<OrderEntity>) => SelectQueryBuilder<OrderEntity>;

// One order, locked for the caller's transaction; with skip, one another replica holds is passed over.
export function lockOrder(tx: EntityManager, where: Where, skip = false): Promise<OrderEntity | null> {
  const qb = where(tx.getRepository(OrderEntity).createQueryBuilder('o')).limit(1).setLock('pessimistic_write');
  return (skip ? qb.setOnLocked('skip_locked') : qb).getOne();
}

export const byIntent =
  (intentId: string): Where =>
  (qb) =>
    qb.where('o.paymentIntentId = :intentId', { intentId });

// true the first time a provider event id is seen; a concurrent duplicate waits on the key, then sees it
export async function recordEvent(tx: EntityManager, eventId: string, type: string): Promise<boolean> {
  const rows: unknown[] = await tx.query(
    'INSERT INTO payment_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
    [eventId, type],
  );
  return rows.length > 0;
}
