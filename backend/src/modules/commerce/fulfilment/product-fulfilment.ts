import type { EntityManager } from 'typeorm';

// One item of an order, as a product type's fulfilment sees it.
export interface OrderLine {
  itemId: number;
  // null once the product is deleted (the item stays, with its title and price)
  productId: number | null;
  title: string;
  quantity: number;
  priceCents: number;
}

// What a step is given: the transaction that changes the order, the order, and its items of this type.
export interface FulfilmentStep {
  tx: EntityManager;
  orderId: number;
  // null for an order whose buyer's account is gone
  userId: number | null;
  lines: OrderLine[];
}

// What a checkout cannot have: the first thing short, and how many are left; `message`, when a type
// says it in its own words (a consultation without a chosen time), is the checkout's 409 instead.
export interface Shortage {
  title: string;
  left: number;
  message?: string;
}

// What one product type does with what was bought, each step inside the transaction that changes
// the order (so a rolled-back change undoes it too). Commerce calls the steps; the module that owns
// the type registers it (ProductTypeRegistry.register) without commerce importing that module.
export interface ProductFulfilment {
  // the product type it serves (ProductEntity.type)
  readonly type: string;
  // a new product of this type is a draft: out of the shop until the owner first publishes it
  readonly startsAsDraft?: boolean;
  // a type billed on its own schedule (a membership tier) is never sold in instalments
  readonly noInstalments?: boolean;
  // a checkout opens: take what the order needs (units of stock, a booked time). Answer the first
  // thing short; the checkout is then refused and the transaction, with all that was taken, rolled back.
  hold?(step: FulfilmentStep): Promise<Shortage | null>;
  // the checkout is given up (cancelled, failed, expired): give back what hold took
  release?(step: FulfilmentStep): Promise<void>;
  // the order is paid: deliver (enrol the buyer, confirm the booking)
  fulfil?(step: FulfilmentStep): Promise<void>;
  // these lines are refunded: undo what fulfil (and hold) did
  undo?(step: FulfilmentStep): Promise<void>;
  // A type bought once: the products of this type the customer has already (a course they are
  // enrolled in), whose checkout is refused and which the shop shows as theirs.
  owned?(tx: EntityManager, userId: number): Promise<number[]>;
  // the products of this type that cannot be bought yet (a course with no published lesson):
  // refused at checkout, "Coming soon" in the shop
  notYetForSale?(tx: EntityManager): Promise<number[]>;
  // why this product of the type must be kept rather than deleted (a tier with members), in words
  // the owner reads; null when it may go. Asked with the product's row locked, before the delete.
  whyKept?(tx: EntityManager, productId: number): Promise<string | null>;
}
