import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { type BuyerOf, type ItemFacts, OrderFactsRepository } from './repositories/order-facts.repository';

export type CheckoutOutcome = 'paid' | 'open' | 'unpaid';

// What the modules that sell through the shop (courses, bookings) and those that keep data about
// orders (analytics) read of orders: a batch in one query, in the caller's transaction when it
// passes one, so they never run SQL on commerce's tables.
@Injectable()
export class OrderFactsService {
  constructor(private readonly facts: OrderFactsRepository) {}

  // these items with what was paid for them and where their order stands, by id
  async items(itemIds: number[], tx?: EntityManager): Promise<Map<number, ItemFacts>> {
    if (!itemIds.length) return new Map();
    return new Map((await this.facts.items([...new Set(itemIds)], tx)).map((item) => [item.id, item]));
  }

  // For each buyer, in the order given, their first item of the product in a paid order that no
  // refund took back, other than `except`; null for none (a refund asks whether another paid item
  // still holds what the refunded one gave).
  firstPaidItems(tx: EntityManager, buyers: BuyerOf[], except: number[]): Promise<(number | null)[]> {
    return buyers.length ? this.facts.firstPaidItems(tx, buyers, except) : Promise.resolve([]);
  }

  // those of these orders that ended without staying paid (failed, cancelled, expired, refunded)
  endedOrders(orderIds: number[]): Promise<number[]> {
    return orderIds.length ? this.facts.ended([...new Set(orderIds)]) : Promise.resolve([]);
  }

  // the ids of every order of the account (still its own: before its deletion releases them)
  orderIdsOf(userId: number, tx?: EntityManager): Promise<number[]> {
    return this.facts.idsOf(userId, tx);
  }

  // where the order stands ('pending' while its checkout is open, 'completed' once paid) and the
  // products it holds; null for no such order
  statusAndProducts(orderId: number, tx?: EntityManager): Promise<{ status: string; productIds: number[] } | null> {
    return this.facts.statusAndProducts(orderId, tx);
  }

  // How a checkout ended, for an abandoned-checkout reminder, in the caller's transaction: 'paid'
  // when its order, or a later order of the same buyer holding every product of it, was paid (even
  // if refunded since); else 'open' while one of them is still pending (its checkout open, or its
  // payment under way); else 'unpaid'. Null for no such order. The orders read are locked (FOR
  // SHARE) until the caller's transaction ends, so a payment committing meanwhile is seen, or waits.
  async checkoutOutcome(orderId: number, tx: EntityManager): Promise<CheckoutOutcome | null> {
    const statuses = await this.facts.lockCheckoutAndLater(tx, orderId);
    if (!statuses.length) return null;
    if (statuses.some((s) => s === 'completed' || s === 'refunded')) return 'paid';
    return statuses.includes('pending') ? 'open' : 'unpaid';
  }
}
