import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ProductEntity } from '../entities/product.entity';
import type { FulfilmentStep, OrderLine, Shortage } from '../fulfilment/product-fulfilment';
import { OrdersRepository } from '../repositories/orders.repository';
import { ProductTypesRepository } from '../repositories/product-types.repository';
import { acceptProductType } from './product-type-vocabulary';
import type { ProductTypeDefinition, ProductTypeKnowledge } from './product-type';

type Step = 'hold' | 'release' | 'fulfil' | 'undo';

// a shortage carried out of the savepoint it rolls back
class HoldShortage extends Error {
  constructor(readonly shortage: Shortage) {
    super(shortage.title);
  }
}

// The product types, by type, as the mail outbox keeps its kinds: each module that brings a type
// registers it at start (onModuleInit). Commerce calls a fulfilment step for an order and each type
// present in it runs it on its own items, in the order's transaction; it asks the types for their
// figures when it lists products. A type without a registration (or without that step) has nothing
// to do. Once every module has registered (onModuleInit), the types are written to product_types,
// which products.type references, and requests accept them (product-type-vocabulary.ts).
@Injectable()
export class ProductTypeRegistry implements OnApplicationBootstrap {
  private readonly types = new Map<string, ProductTypeDefinition>();

  constructor(
    private readonly orders: OrdersRepository,
    private readonly known: ProductTypesRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.known.ensure([...this.types.keys()]);
  }

  // answers how to take it out again (a module that stops, a test)
  register(fulfilment: ProductTypeDefinition): () => void {
    if (this.types.has(fulfilment.type)) throw new Error(`Product type "${fulfilment.type}" is registered twice`);
    this.types.set(fulfilment.type, fulfilment);
    const unaccept = acceptProductType(fulfilment.type);
    return () => {
      this.types.delete(fulfilment.type);
      unaccept();
    };
  }

  // another fulfilment in place of a registered type's (a test standing in for it); answers how to
  // put the registered one back
  replace(fulfilment: ProductTypeDefinition): () => void {
    const registered = this.types.get(fulfilment.type);
    this.types.set(fulfilment.type, fulfilment);
    return () => (registered ? this.types.set(registered.type, registered) : this.types.delete(fulfilment.type));
  }

  // whether a new product of this type starts as a draft (its type says so)
  // whether a product of the type may also be sold in instalments (payment plans)
  sellsInInstalments(type: string): boolean {
    return this.types.get(type)?.noInstalments !== true;
  }

  startsAsDraft(type: string): boolean {
    return this.types.get(type)?.startsAsDraft === true;
  }

  // the first shortage of any type, or null once every type has taken what the order needs; on a
  // shortage what the other types took is given back (a savepoint), whatever the caller does next
  async hold(tx: EntityManager, orderId: number): Promise<Shortage | null> {
    try {
      // a transaction inside the order's is a savepoint of it
      await tx.transaction(async (savepoint) => {
        for (const [fulfilment, step] of await this.steps(savepoint, orderId, 'hold')) {
          const short = await fulfilment.hold!(step);
          if (short) throw new HoldShortage(short);
        }
      });
      return null;
    } catch (error) {
      if (error instanceof HoldShortage) return error.shortage;
      throw error;
    }
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

  // why the product must be kept (its type says), null when it may be deleted
  async whyKept(tx: EntityManager, product: Pick<ProductEntity, 'id' | 'type'>): Promise<string | null> {
    return (await this.types.get(product.type)?.whyKept?.(tx, product.id)) ?? null;
  }

  // Each product's figure counted by its type (a course's students), one query per type that has
  // one; the others' stay null.
  async countFigures(products: ProductEntity[]): Promise<void> {
    for (const type of this.types.values()) {
      if (!type.figure) continue;
      const own = products.filter((p) => p.type === type.type);
      if (!own.length) continue;
      const counts = await type.figure.count(own.map((p) => p.id));
      for (const p of own) p[type.figure.field] = counts.get(p.id) ?? 0;
    }
  }

  // what the assistant's facts of the products say of this type's (none: the catalogue's line alone)
  knowledgeOf(type: string): ProductTypeKnowledge | undefined {
    return this.types.get(type)?.knowledge;
  }

  // the tables the types' sentences for the assistant are read from
  knowledgeTables(): string[] {
    return [...new Set([...this.types.values()].flatMap((type) => type.knowledge?.tables ?? []))];
  }

  // what each type answers, one after the other (one transaction runs one query at a time), in id order
  private async productIds(ask: (type: ProductTypeDefinition) => Promise<number[]> | undefined): Promise<number[]> {
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
  ): Promise<[ProductTypeDefinition, FulfilmentStep][]> {
    const wanted = [...this.types.values()].filter((fulfilment) => fulfilment[name]);
    if (!wanted.length) return [];
    const { userId, items } = await this.orders.linesOf(tx, orderId);
    return wanted.flatMap((fulfilment) => {
      const lines = items.filter((item) => item.type === fulfilment.type && keep(item));
      return lines.length
        ? [[fulfilment, { tx, orderId, userId, lines }] as [ProductTypeDefinition, FulfilmentStep]]
        : [];
    });
  }
}
