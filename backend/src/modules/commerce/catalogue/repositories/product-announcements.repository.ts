import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { ProductEntity } from '../../entities/product.entity';

// A product's announcement to the Product Updates list: once per product, whoever asks and how often.
@Injectable()
export class ProductAnnouncementsRepository {
  constructor(@InjectRepository(ProductEntity) private readonly products: Repository<ProductEntity>) {}

  // Marks the product announced now; null when it was announced before (the row decides, so two
  // saves at once announce it once).
  async markAnnounced(tx: EntityManager, productId: number): Promise<Date | null> {
    const [rows]: [{ announced_at: Date }[], number] = await tx.query(
      `UPDATE products SET announced_at = now() WHERE id = $1 AND announced_at IS NULL RETURNING announced_at`,
      [productId],
    );
    return rows[0]?.announced_at ?? null;
  }

  // "Tell subscribers" on a draft: kept until the draft is published (announcePublished)
  async requestOnPublish(tx: EntityManager, productId: number): Promise<void> {
    await tx.query(`UPDATE products SET announce_on_publish = true WHERE id = $1 AND announced_at IS NULL`, [
      productId,
    ]);
  }

  // Marks a just-published draft announced when the owner asked for it; null when they did not, or
  // it was announced before (the row decides: two publishes at once announce it once).
  async markPublishedAnnounced(tx: EntityManager, productId: number): Promise<Date | null> {
    const [rows]: [{ announced_at: Date }[], number] = await tx.query(
      `UPDATE products SET announced_at = now(), announce_on_publish = false
       WHERE id = $1 AND announce_on_publish AND announced_at IS NULL AND NOT draft RETURNING announced_at`,
      [productId],
    );
    return rows[0]?.announced_at ?? null;
  }

  // an archived product is no news: its mails still waiting are skipped
  find(productId: number): Promise<ProductEntity | null> {
    return this.products.findOneBy({ id: productId, archivedAt: IsNull() });
  }
}
