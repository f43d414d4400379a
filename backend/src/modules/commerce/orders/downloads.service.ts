import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../../core/config/app-config';
import { APP_CONFIG } from '../../../core/config/config.module';
import { type PrivateDownload, StorageService } from '../../../core/storage/storage.service';
import { CommerceErrors } from '../commerce.errors';
import { DownloadsRepository } from './repositories/downloads.repository';

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

// A download with its link, signed for the buyer until it expires.
export type SignedDownload = DownloadRow & { url: string; expiresAt: Date };

// Digital products of the user's completed orders. Each link is signed for one buyer and one
// item and expires; the file itself lives outside every public route.
@Injectable()
export class DownloadsService {
  constructor(
    private readonly downloads: DownloadsRepository,
    private readonly storage: StorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async listForUser(userId: number, now = Date.now()): Promise<SignedDownload[]> {
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
  ): Promise<{ fileKey: string; fileName: string }> {
    // the message that is true: a link past its time has expired, whoever it was for; one whose
    // signature does not fit its values was altered (its expiry too), unless it is the buyer's
    if (!Number.isSafeInteger(expires)) throw new ForbiddenException(CommerceErrors.linkInvalid);
    if (expires * 1000 < now) throw new ForbiddenException(CommerceErrors.linkExpired);
    if (!this.signedFor(userId, itemId, expires, signature)) {
      const buyer = await this.downloads.buyerOf(itemId);
      const othersLink = buyer !== null && buyer !== userId && this.signedFor(buyer, itemId, expires, signature);
      throw new ForbiddenException(othersLink ? CommerceErrors.notYourDownload : CommerceErrors.linkInvalid);
    }
    const row = (await this.rows(userId, itemId))[0];
    if (!row && (await this.downloads.isRefunded(itemId)))
      throw new ForbiddenException(CommerceErrors.downloadRefunded);
    if (!row && (await this.downloads.isPaused(itemId))) throw new ForbiddenException(CommerceErrors.accessPaused);
    if (!row) throw new NotFoundException(CommerceErrors.orderNotFound);
    return { fileKey: row.fileKey, fileName: row.fileName };
  }

  // The file of a checked link: a short-lived link to the bucket (the bytes never pass through
  // the backend) or, on disk, the file to stream.
  async open(
    userId: number,
    itemId: number,
    expires: number,
    signature: string,
  ): Promise<{ fileName: string; download: PrivateDownload }> {
    const { fileKey, fileName } = await this.resolve(userId, itemId, expires, signature);
    const download = await this.storage.privateDownload(fileKey, fileName);
    if (!download) throw new NotFoundException();
    return { fileName, download };
  }

  // the buyer's files without links (the account's data export)
  purchasedFiles(userId: number): Promise<DownloadRow[]> {
    return this.rows(userId);
  }

  private signedFor(userId: number, itemId: number, expires: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(itemId, userId, expires));
    const given = Buffer.from(String(signature));
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(itemId: number, userId: number, expires: number): string {
    return createHmac('sha256', this.config.sessionSecret!)
      .update(`download:${itemId}:${userId}:${expires}`)
      .digest('base64url');
  }

  private async rows(userId: number, itemId?: number): Promise<DownloadRow[]> {
    const files = await this.downloads.findPurchasedFiles(userId, itemId);
    return files.map((f) => ({
      itemId: f.itemId,
      orderId: f.orderId,
      productId: f.productId,
      title: f.title,
      // a file uploaded without a name is offered under the product's title
      fileName: f.fileName ?? `${f.title}${f.fileKey.slice(f.fileKey.lastIndexOf('.'))}`,
      fileKey: f.fileKey,
      purchasedAt: f.completedAt,
    }));
  }
}
