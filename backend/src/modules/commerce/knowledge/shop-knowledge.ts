import { Injectable } from '@nestjs/common';
import type { KnowledgePassage, KnowledgeSource } from '../../../core/knowledge/knowledge-source';
import { CURRENCY, formatPrice } from '../money';
import { ShopSettingsRepository } from '../shipping/repositories/shop-settings.repository';

const currencyName = new Intl.DisplayNames('en', { type: 'currency' }).of(CURRENCY.toUpperCase());

const shippingText = (cents: number) =>
  `${
    cents === 0
      ? 'Shipping is free.'
      : `Shipping costs a flat ${formatPrice(cents)} per order with something to ship, however many items it holds.`
  } What is not shipped is delivered online. The rate is added at checkout, where you give the shipping address; you get an e-mail with the carrier and tracking number once the order is shipped.`;

const REFUNDS =
  'Refunds are made by the owner, for a whole order or for some of its items, and go back to the card you paid with. A refunded download stops working, and the order shows as refunded in Account, Orders. What can be refunded, and until when, is in the Refund Policy.';

const PAYMENT = `Prices are in ${currencyName}s (${CURRENCY.toUpperCase()}). You pay by card at checkout; your card details go to our payment provider, Stripe, and never reach this site. Some products can also be paid in monthly payments: their page says so.`;

// How the shop ships, refunds and takes payment, for the assistant: the shipping rate as the owner
// set it (shop_settings), and the rules the shop's code applies (the refund window of each kind of
// product is the owner's text: the Refund Policy, legal's source).
@Injectable()
export class ShopKnowledge implements KnowledgeSource {
  readonly name = 'shop';
  readonly label = 'Shop';
  readonly tables = ['shop_settings'];

  constructor(private readonly settings: ShopSettingsRepository) {}

  async passages(): Promise<KnowledgePassage[]> {
    const rate = await this.settings.shippingRateCents();
    return [
      {
        key: 'shipping',
        title: 'Shipping',
        url: '/terms-of-service',
        text: shippingText(rate),
        keywords:
          'ship shipping delivery deliver post postage send sent abroad international countries cost rate tracking',
      },
      {
        key: 'refunds',
        title: 'Refunds',
        url: '/refund-policy',
        text: REFUNDS,
        keywords: 'refund refunds return money back cancel cancellation reimburse',
      },
      {
        key: 'payment',
        title: 'Payment',
        url: '/products',
        text: PAYMENT,
        keywords: 'pay payment card credit debit currency dollars usd stripe checkout instalments installments',
      },
    ];
  }
}
