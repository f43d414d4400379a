import { Injectable } from '@nestjs/common';
import {
  type AssistantEntry,
  type FulfilmentStep,
  ProductFactsService,
  type ProductTypeDefinition,
} from '../../src/modules/commerce';
import { GiftCardsRepository } from './gift-cards.repository';

export const GIFT_CARD = 'gift-card';

// What a sale means for a gift card: nothing to hold (cards are not counted stock), a card per unit
// once the order is paid, its cards voided when its items are refunded. Bought as often as wanted.
// The assistant may say how one is given.
@Injectable()
export class GiftCardType implements ProductTypeDefinition {
  readonly type = GIFT_CARD;
  readonly assistant: ProductTypeDefinition['assistant'];

  constructor(
    private readonly cards: GiftCardsRepository,
    products: ProductFactsService,
  ) {
    this.assistant = {
      heading: 'GIFT CARDS:',
      rule: 'Link a gift card to [Products](/products).',
      entries: async () => (await products.ofType(GIFT_CARD, { inShop: true })).map(giftCardEntry),
    };
  }

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

const giftCardEntry = (card: { title: string; description: string }): AssistantEntry => ({
  title: card.title,
  url: '/products',
  description: card.description,
  details: [],
  summary: `[${card.title}](/products) is a gift: its code waits in the buyer's account, to pass on.`,
  keywords: 'gift present voucher give',
});
