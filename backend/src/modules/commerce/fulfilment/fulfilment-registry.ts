import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OrdersRepository } from '../repositories/orders.repository';
import type { FulfilmentStep, OrderLine, ProductFulfilment, Shortage } from './product-fulfilment';

type Step = 'hold' | 'release' | 'fulfil' | 'undo';

// The product types' fulfilments, by type, as the mail outbox keeps its kinds: commerce calls a
// step for an order and each type present in it runs it on its own items, in the order's
// transaction. A type without a registration (or without that step) has nothing to do.
@Injectable()
export class FulfilmentRegistry {
  private readonly types = new Map<string, ProductFulfilment>();

  constructor(private readonly orders: OrdersRepository) {}

  // answers how to take it out again (a module that stops, a test)
  register(fulfilment: ProductFulfilment): () => void {
    if (this.types.has(fulfilment.type)) throw new Error(`Product type "${fulfilment.type}" is registered twice`);
    this.types.set(fulfilment.type, fulfilment);
    return () => this.types.delete(fulfilment.type);
  }

  // another fulfilment in place of a registered type's (a test standing in for it); answers how to
  // put the registered one back
  replace(fulfilment: ProductFulfilment): () => void {
    const registered = this.types.get(fulfilment.type);
    this.types.set(fulfilment.type, fulfilment);
    return () => (registered ? this.types.set(registered.type, registered) : this.types.delete(fulfilment.type));
  }

  // whether a new product of this type starts as a draft (its type says so)
  startsAsDraft(type: string): boolean {
    return this.types.get(type)?.startsAsDraft === true;
  }

  // the first shortage of any type, or null once every type has taken what the order needs; on a
  // shortage what the other types took is given back (a savepoint), whatever the caller does next
  async hold(tx: EntityManager, orderId: number): Promise<Shortage | null> {
    await tx.query('SAVEPOINT fulfilment_hold');
    for (const [fulfilment, step] of await this.steps(tx, orderId, 'hold')) {
      const short = await fulfilment.hold!(step);
      if (short) {
        await tx.query('ROLLBACK TO SAVEPOINT fulfilment_hold');
        return short;
      }
    }
    await tx.query('RELEASE SAVEPOINT fulfilment_hold');
    return null;
  }

  async release(tx: EntityManager, orderId: number): Promise<void> {
    await this.run(tx, orderId, 'release');
  }

  async fulfil(tx: EntityManager, orderId: number): Promise<void> {
    await this.run(tx, orderId, 'fulfil');
  }

  // the refunded items only (in the transaction that settles the refund)
  async undo(tx: EntityManager, orderId: number, itemIds: number[]): Promise<void> {
    await this.run(tx, orderId, 'undo', (line) => itemIds.includes(line.itemId));
  }

  // the products the customer has already, of every type bought once
  async owned(tx: EntityManager, userId: number): Promise<number[]> {
    return this.productIds((type) => type.owned?.(tx, userId));
  }

  // the products no one can buy yet, of every type that says so
  async notYetForSale(tx: EntityManager): Promise<number[]> {
    return this.productIds((type) => type.notYetForSale?.(tx));
  }

  // what each type answers, one after the other (one transaction runs one query at a time), in id order
  private async productIds(ask: (type: ProductFulfilment) => Promise<number[]> | undefined): Promise<number[]> {
    const ids: number[] = [];
    for (const type of this.types.values()) ids.push(...((await ask(type)) ?? []));
    return ids.sort((a, b) => a - b);
  }

  private async run(tx: EntityManager, orderId: number, name: Step, keep?: (line: OrderLine) => boolean) {
    for (const [fulfilment, step] of await this.steps(tx, orderId, name, keep)) await fulfilment[name]!(step);
  }

  // each registered type with this step and its lines in the order, in the order the types were registered
  private async steps(
    tx: EntityManager,
    orderId: number,
    name: Step,
    keep: (line: OrderLine) => boolean = () => true,
  ): Promise<[ProductFulfilment, FulfilmentStep][]> {
    const wanted = [...this.types.values()].filter((fulfilment) => fulfilment[name]);
    if (!wanted.length) return [];
    const { userId, items } = await this.orders.linesOf(tx, orderId);
    return wanted.flatMap((fulfilment) => {
      const lines = items.filter((item) => item.type === fulfilment.type && keep(item));
      return lines.length ? [[fulfilment, { tx, orderId, userId, lines }] as [ProductFulfilment, FulfilmentStep]] : [];
    });
  }
}
