import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { OrderItemEntity } from '../../entities/order-item.entity';
import { ProductEntity } from '../../entities/product.entity';

export interface PurchasedFile {
  itemId: number;
  orderId: number;
  productId: number;
  title: string;
  fileName: string | null;
  fileKey: string;
  completedAt: Date;
}

// Items of a buyer's completed orders whose product has a file, newest order first.
@Injectable()
export class DownloadsRepository {
  constructor(@InjectRepository(OrderItemEntity) private readonly items: Repository<OrderItemEntity>) {}

  // every purchased file of the buyer, or with `itemId` only that item's
  findPurchasedFiles(userId: number, itemId?: number): Promise<PurchasedFile[]> {
    const qb = this.items
      .createQueryBuilder('i')
      .innerJoin('i.order', 'o')
      .innerJoin(ProductEntity, 'p', 'p.id = i.productId')
      .select('i.id', 'itemId')
      .addSelect('o.id', 'orderId')
      .addSelect('p.id', 'productId')
      .addSelect('i.title', 'title')
      .addSelect('p.digitalFileName', 'fileName')
      .addSelect('p.digitalFileKey', 'fileKey')
      .addSelect('o.completedAt', 'completedAt')
      .where("o.userId = :userId AND o.status = 'completed' AND p.digitalFileKey IS NOT NULL", { userId })
      // an item a refund takes back is no longer the buyer's to download, nor while its plan is paused
      .andWhere('i.refundId IS NULL AND o.accessPausedAt IS NULL')
      .orderBy('o.completedAt', 'DESC')
      .addOrderBy('i.id', 'ASC');
    if (itemId !== undefined) qb.andWhere('i.id = :itemId', { itemId });
    return qb.getRawMany<PurchasedFile>();
  }

  // the digital products the buyer has paid for and kept (not refunded)
  async ownedDigital(tx: EntityManager, userId: number): Promise<number[]> {
    const rows = (await tx.query(
      `SELECT DISTINCT i.product_id AS "productId"
         FROM order_items i JOIN orders o ON o.id = i.order_id JOIN products p ON p.id = i.product_id
        WHERE o.user_id = $1 AND o.status = 'completed' AND i.refund_id IS NULL AND p.type = 'digital'`,
      [userId],
    )) as { productId: number }[];
    return rows.map((r) => r.productId);
  }

  // the account that bought the item (null: no such item, or its buyer deleted their account)
  async buyerOf(itemId: number): Promise<number | null> {
    return (await this.itemState(itemId))?.userId ?? null;
  }

  async isRefunded(itemId: number): Promise<boolean> {
    return (await this.itemState(itemId))?.refundId != null;
  }

  async isPaused(itemId: number): Promise<boolean> {
    return (await this.itemState(itemId))?.pausedAt != null;
  }

  private itemState(itemId: number) {
    return this.items
      .createQueryBuilder('i')
      .innerJoin('i.order', 'o')
      .select('o.userId', 'userId')
      .addSelect('i.refundId', 'refundId')
      .addSelect('o.accessPausedAt', 'pausedAt')
      .where('i.id = :itemId', { itemId })
      .getRawOne<{ userId: number | null; refundId: number | null; pausedAt: Date | null }>();
  }
}
