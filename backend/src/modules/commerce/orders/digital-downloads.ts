import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DownloadsRepository } from './repositories/downloads.repository';
import type { ProductFulfilment } from '../fulfilment/product-fulfilment';
import { digitalKnowledge } from './digital-knowledge';

// Digital downloads: bought once. A paid order's files are the buyer's (Account → Downloads), so
// buying one again is refused; a refunded one can be bought again. Delivery is the download link.
@Injectable()
export class DigitalDownloads implements ProductFulfilment {
  readonly type = 'digital';
  readonly knowledge = digitalKnowledge;

  constructor(private readonly downloads: DownloadsRepository) {}

  owned(tx: EntityManager, userId: number): Promise<number[]> {
    return this.downloads.ownedDigital(tx, userId);
  }
}
