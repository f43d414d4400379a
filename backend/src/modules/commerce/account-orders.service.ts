import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DownloadRow, DownloadsService } from './downloads.service';
import { OrderDto, toOrderDto } from './dto/order.dto';
import { OrdersRepository } from './repositories/orders.repository';

// A bought file as the account's data export lists it (no link: links are signed and short-lived).
export type PurchasedFile = Pick<DownloadRow, 'orderId' | 'productId' | 'title' | 'fileName' | 'purchasedAt'>;

// A buyer's orders and files, for their data export and their account's deletion (privacy module).
@Injectable()
export class AccountOrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly downloads: DownloadsService,
  ) {}

  // every order, whatever became of it, with its items, newest first
  async ordersOf(userId: number): Promise<OrderDto[]> {
    return (await this.orders.listAllForOwner(userId)).map(toOrderDto);
  }

  async filesOf(userId: number): Promise<PurchasedFile[]> {
    return (await this.downloads.purchasedFiles(userId)).map(
      ({ orderId, productId, title, fileName, purchasedAt }) => ({
        orderId,
        productId,
        title,
        fileName,
        purchasedAt,
      }),
    );
  }

  // In the deleting transaction: the orders stay for the owner's books, anonymised. Their files are
  // no longer anybody's: the download links, signed for the account, find nothing.
  anonymise(tx: EntityManager, userId: number): Promise<number> {
    return this.orders.releaseFromOwner(tx, userId);
  }
}
