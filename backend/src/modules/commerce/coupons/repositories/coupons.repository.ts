import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { CouponEntity } from '../../entities/coupon.entity';

export type NewCoupon = Pick<
  CouponEntity,
  | 'code'
  | 'percentOff'
  | 'amountOffCents'
  | 'expiresAt'
  | 'usageLimit'
  | 'perCustomerLimit'
  | 'minOrderCents'
  | 'productIds'
>;

const UNIQUE_VIOLATION = '23505';

// Coupons and their uses. A use is taken with a conditional UPDATE, which holds the coupon's row
// until the checkout's transaction ends: two checkouts for the last use are one after the other,
// and the second finds none left.
@Injectable()
export class CouponsRepository {
  constructor(@InjectRepository(CouponEntity) private readonly coupons: Repository<CouponEntity>) {}

  // null when the code is taken (whatever its case)
  async insert(coupon: NewCoupon): Promise<CouponEntity | null> {
    try {
      return await this.coupons.save(this.coupons.create(coupon));
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) return null;
      throw error;
    }
  }

  list(): Promise<CouponEntity[]> {
    return this.coupons.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  // for reads outside a checkout's transaction
  get manager(): EntityManager {
    return this.coupons.manager;
  }

  findById(id: number): Promise<CouponEntity | null> {
    return this.coupons.findOneBy({ id });
  }

  findByCode(code: string): Promise<CouponEntity | null> {
    return this.coupons.createQueryBuilder('c').where('upper(c.code) = upper(:code)', { code }).getOne();
  }

  async setActive(id: number, active: boolean): Promise<boolean> {
    const { affected } = await this.coupons.update({ id }, { active });
    return !!affected;
  }

  // false when none is left (or it was switched off meanwhile); `force`: a paid order takes it whatever the limit
  async takeUse(tx: EntityManager, couponId: number, force = false): Promise<boolean> {
    const [rows] = (await tx.query(
      `UPDATE coupons SET times_used = times_used + 1
        WHERE id = $1 AND ($2 OR (active AND (usage_limit IS NULL OR times_used < usage_limit)))
        RETURNING id`,
      [couponId, force],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  async giveBackUse(tx: EntityManager, couponId: number): Promise<void> {
    await tx.query(`UPDATE coupons SET times_used = times_used - 1 WHERE id = $1 AND times_used > 0`, [couponId]);
  }

  // the customer's orders with it that hold a use (open checkouts and paid orders), `except` one
  async usesBy(tx: EntityManager, couponId: number, userId: number, except?: number): Promise<number> {
    const [row] = (await tx.query(
      `SELECT count(*)::int AS n FROM orders
        WHERE coupon_id = $1 AND user_id = $2 AND stock_held AND id <> coalesce($3, 0)`,
      [couponId, userId, except ?? null],
    )) as { n: number }[];
    return row.n;
  }
}
