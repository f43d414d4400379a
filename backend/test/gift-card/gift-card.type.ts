import { Injectable } from '@nestjs/common';
import { type FulfilmentStep, type ProductTypeDefinition } from '../../src/modules/commerce';
import { GiftCardsRepository } from './gift-cards.repository';

export const GIFT_CARD = 'gift-card';

// What a sale means for a gift card: nothing to hold (cards are not counted stock), a card per unit
// once the order is paid, its cards voided when its items are refunded. Bought as often as wanted.
// The assistant may say how one is given.
@Injectable()
export class GiftCardType implements ProductTypeDefinition {
  readonly type = GIFT_CARD;
  // what the assistant's product facts say of a card ('{title} is a gift card for $40. …')
  readonly knowledge: ProductTypeDefinition['knowledge'] = {
    noun: 'gift card',
    keywords: 'gift present voucher give friend',
    sentences: async (products) =>
      new Map(products.map((p) => [p.id, ["Its code waits in the buyer's account, to pass on to a friend."]])),
  };

  constructor(private readonly cards: GiftCardsRepository) {}

  async fulfil({ tx, userId, lines }: FulfilmentStep): Promise<void> {
    if (userId === null) return;
    for (const line of lines)
      for (let unit = 0; unit < line.quantity; unit++) await this.cards.issue(tx, userId, line.itemId, line.priceCents);
  }

  async undo({ tx, lines }: FulfilmentStep): Promise<void> {
    await this.cards.voidItems(
      tx,
      lines.map((line) => line.itemId),
    );
  }
}
