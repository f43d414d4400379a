import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../../core/privacy/personal-data.registry';
import { ConversionsPersonalDataRepository } from './conversions-personal-data.repository';

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
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'analytics',
      deletesFirst: true,
      export: ({ userId }) => this.records.conversions(userId),
      delete: (tx, account) => this.records.remove(tx, account.id),
    });
  }
}
