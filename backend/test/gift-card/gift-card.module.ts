import { Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CommerceModule, ProductTypeRegistry } from '../../src/modules/commerce';
import { GiftCardType } from './gift-card.type';
import { GiftCardsController } from './gift-cards.controller';
import { GiftCardsRepository } from './gift-cards.repository';

// The gift card module, as a module bringing a product type is built: it imports commerce through
// its index, registers its type at start and takes it out when it stops (the tests start and stop
// apps in one process).
@Module({
  imports: [CommerceModule],
  controllers: [GiftCardsController],
  providers: [GiftCardsRepository, GiftCardType],
})
export class GiftCardModule implements OnModuleInit, OnModuleDestroy {
  private unregister: () => void = () => undefined;

  constructor(
    private readonly types: ProductTypeRegistry,
    private readonly giftCard: GiftCardType,
  ) {}

  onModuleInit(): void {
    this.unregister = this.types.register(this.giftCard);
  }

  onModuleDestroy(): void {
    this.unregister();
  }
}
