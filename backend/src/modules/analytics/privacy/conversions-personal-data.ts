import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PersonalDataRegistry } from '../../../core/privacy/personal-data.registry';
import { UsersService } from '../../auth';
import { AccountNewsletterService } from '../../blog';
import { OrderFactsService } from '../../commerce';
import { type AccountRefs, ConversionsPersonalDataRepository } from './conversions-personal-data.repository';

// Analytics' part of an account's data export and deletion: where its orders and its newsletter
// subscription came from (the entry page and source of the visit, and the day), which the owner's
// reports count. Page views are no one's (a visitor id of one day, no account); these are, once
// tied to an order or a subscriber. Deleting the account deletes them; this part goes first, while
// the orders still name their buyer and the subscriber row is there.
@Injectable()
export class ConversionsPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly records: ConversionsPersonalDataRepository,
    private readonly users: UsersService,
    private readonly orders: OrderFactsService,
    private readonly newsletter: AccountNewsletterService,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'analytics',
      deletesFirst: true,
      export: async ({ userId }) => this.records.conversions(await this.refsOf(userId)),
      delete: async (tx, account) => this.records.remove(tx, await this.refsOf(account.id, tx)),
    });
  }

  // the account's orders (commerce's) and the newsletter row of its address (blog's), in the
  // deleting transaction when there is one
  private async refsOf(userId: number, tx?: EntityManager): Promise<AccountRefs> {
    const [account] = await this.users.findByIds([userId], tx);
    const subscriberId = account ? await this.newsletter.subscriberId(account.email, tx) : null;
    return {
      orderIds: await this.orders.orderIdsOf(userId, tx),
      subscriberIds: subscriberId === null ? [] : [subscriberId],
    };
  }
}
