import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../core/privacy/personal-data.registry';
import { DownloadsService } from './orders/downloads.service';
import { toOrderDto } from './orders/dto/order.dto';
import { OrdersRepository } from './repositories/orders.repository';

// A buyer's orders and files, as commerce's part of their data export and their account's deletion.
// Provided by CommerceModule itself, not by the orders part: it registers at commerce's depth (see there).
@Injectable()
export class OrdersPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly orders: OrdersRepository,
    private readonly downloads: DownloadsService,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'orders',
      // every order, whatever became of it, with its items, newest first
      export: async ({ userId }) => (await this.orders.listAllForOwner(userId)).map(toOrderDto),
      // The orders stay for the owner's books, anonymised. Their files are no longer anybody's:
      // the download links, signed for the account, find nothing.
      delete: async (tx, account) => {
        await this.orders.releaseFromOwner(tx, account.id);
      },
    });
    this.personalData.register({
      name: 'downloads',
      // the files bought (no link: links are signed and short-lived)
      export: async ({ userId }) =>
        (await this.downloads.purchasedFiles(userId)).map(({ orderId, productId, title, fileName, purchasedAt }) => ({
          orderId,
          productId,
          title,
          fileName,
          purchasedAt: purchasedAt.toISOString(),
        })),
    });
  }
}
