import { Controller, Get } from '@nestjs/common';
import { SignedIn } from '../../src/core/access/access.decorators';
import { CurrentUser, type SessionUser } from '../../src/core/access/session-user';
import { formatPrice } from '../../src/modules/commerce';
import { GiftCardsRepository } from './gift-cards.repository';

// The gift card's account entry: the signed-in buyer's cards, newest last.
@Controller('account/gift-cards')
export class GiftCardsController {
  constructor(private readonly cards: GiftCardsRepository) {}

  @Get()
  @SignedIn()
  async list(@CurrentUser() user: SessionUser) {
    const cards = await this.cards.of(user.id);
    return cards.map(({ code, valueCents, voided }) => ({ code, value: formatPrice(valueCents), voided }));
  }
}
