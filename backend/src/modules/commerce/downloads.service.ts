import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { StorageService } from '../../core/storage/storage.service';
import { CommerceErrors } from './commerce.errors';

export const DOWNLOAD_LINK_TTL_SECONDS = 15 * 60;

export interface DownloadRow {
  itemId: number;
  orderId: number;
  productId: number;
  title: string;
  fileName: string;
  fileKey: string;
  purchasedAt: Date;
}

// Digital products of the user's completed orders. Each link is signed for one buyer and one
// item and expires; the file itself lives outside every public route.
@Injectable()
export class DownloadsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async listForUser(userId: number, now = Date.now()): Promise<(DownloadRow & { url: string; expiresAt: Date })[]> {
    const rows = await this.rows(userId);
    const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_TTL_SECONDS;
    return rows.map((r) => ({
      ...r,
      url: `/api/downloads/${r.itemId}?expires=${expires}&signature=${this.sign(r.itemId, userId, expires)}`,
      expiresAt: new Date(expires * 1000),
    }));
  }

  async resolve(
    userId: number,
    itemId: number,
    expires: number,
    signature: string,
    now = Date.now(),
  ): Promise<{ path: string; fileName: string }> {
    const expected = Buffer.from(this.sign(itemId, userId, expires));
    const given = Buffer.from(String(signature));
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new ForbiddenException(CommerceErrors.notYourDownload);
    if (!Number.isFinite(expires) || expires * 1000 < now) throw new ForbiddenException(CommerceErrors.linkExpired);
    const row = (await this.rows(userId, itemId))[0];
    if (!row) throw new NotFoundException(CommerceErrors.orderNotFound);
    return { path: this.storage.privatePath(row.fileKey), fileName: row.fileName };
  }

  private sign(itemId: number, userId: number, expires: number): string {
    return createHmac('sha256', this.config.sessionSecret!)
      .update(`download:${itemId}:${userId}:${expires}`)
      .digest('base64url');
  }

  private async rows(userId: number, itemId?: number): Promise<DownloadRow[]> {
    const raw: {
      item_id: number;
      order_id: number;
      product_id: number;
      title: string;
      file_name: string | null;
      file_key: string;
      completed_at: Date;
    }[] = await this.dataSource.query(
      `SELECT i.id AS item_id, o.id AS order_id, p.id AS product_id, i.title, p.digital_file_name AS file_name,
                p.digital_file_key AS file_key, o.completed_at
         FROM order_items i
         JOIN orders o ON o.id = i.order_id
         JOIN products p ON p.id = i.product_id
         WHERE o.user_id = $1 AND o.status = 'completed' AND p.digital_file_key IS NOT NULL
           AND ($2::int IS NULL OR i.id = $2::int)
         ORDER BY o.completed_at DESC, i.id`,
      [userId, itemId ?? null],
    );
    return raw.map((r) => ({
      itemId: r.item_id,
      orderId: r.order_id,
      productId: r.product_id,
      title: r.title,
      fileName: r.file_name ?? `${r.title}${r.file_key.slice(r.file_key.lastIndexOf('.'))}`,
      fileKey: r.file_key,
      purchasedAt: r.completed_at,
    }));
  }
}
