import { Injectable } from '@nestjs/common';
import type { FulfilmentStep, ProductTypeDefinition } from '../../src/modules/commerce';
import { GiftCardsRepository } from './gift-cards.repository';

export const GIFT_CARD = 'gift-card';

// What a sale means for a gift card: nothing to hold (cards are not counted stock), a card per unit
// once the order is paid, its cards voided when its items are refunded. Bought as often as wanted.
@Injectable()
export class GiftCardType implements ProductTypeDefinition {
  readonly type = GIFT_CARD;

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
