import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UsersService } from '../auth';
import { OrderFactsService, ProductFactsService } from '../commerce';
import { type BookingRecord, BookingsRepository } from './repositories/bookings.repository';

// A booking with what its screens and rules need: its place, what it costs and whether a refund
// can still give that back, and its customer.
export interface BookingRow extends BookingRecord {
  // the order item's price less its discount, or the product's price while no order pays for it
  priceCents: number;
  // a paid item of a completed order, not refunded, worth more than nothing
  refundable: boolean;
  // its item's refund is made or under way
  refunded: boolean;
  customerName: string;
  customerEmail: string;
}

// PostgreSQL's trim(): spaces only (a name without a last name loses the space between)
const trimSpaces = (text: string) => text.replace(/^ +| +$/g, '');

// The bookings as their screens and rules read them: the rows of bookings (BookingsRepository), each
// completed with its customer (auth) and its price and refund state (commerce's order item, else its
// product), one read of each for a whole list, in the caller's transaction when it passes one.
@Injectable()
export class BookingRowsService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly users: UsersService,
    private readonly orders: OrderFactsService,
    private readonly products: ProductFactsService,
  ) {}

  async find(id: number): Promise<BookingRow | null> {
    return this.one(await this.bookings.find(id));
  }

  // locked until the transaction ends (a move, a cancel): the booking's row; what it cost is read
  // in the same transaction
  async lock(tx: EntityManager, id: number): Promise<BookingRow | null> {
    return this.one(await this.bookings.lock(tx, id), tx);
  }

  async listUpcoming(userId: number, now: Date): Promise<BookingRow[]> {
    return this.complete(await this.bookings.listUpcoming(userId, now));
  }

  async listStarting(from: Date, to: Date): Promise<BookingRow[]> {
    return this.complete(await this.bookings.listStarting(from, to));
  }

  private async one(record: BookingRecord | null, tx?: EntityManager): Promise<BookingRow | null> {
    const [row] = await this.complete(record ? [record] : [], tx);
    return row ?? null;
  }

  // a booking whose customer's account is gone is left out (its bookings go with it)
  private async complete(records: BookingRecord[], tx?: EntityManager): Promise<BookingRow[]> {
    if (!records.length) return [];
    const withCustomers = await this.users.withAccounts(records, tx);
    const items = await this.orders.items(
      records.flatMap((r) => (r.orderItemId === null ? [] : [r.orderItemId])),
      tx,
    );
    const products = await this.products.byIds(
      records.flatMap((r) => (r.productId === null ? [] : [r.productId])),
      tx,
    );
    const prices = new Map(products.map((p) => [p.id, p.priceCents]));
    return withCustomers.map(({ account, ...booking }) => {
      const item = booking.orderItemId === null ? undefined : items.get(booking.orderItemId);
      const price = booking.productId === null ? undefined : prices.get(booking.productId);
      return {
        ...booking,
        priceCents: item?.paidCents ?? price ?? 0,
        refundable: item ? item.orderStatus === 'completed' && !item.refunded && item.paidCents > 0 : false,
        refunded: item?.refunded ?? false,
        customerName: trimSpaces(`${account.firstName} ${account.lastName}`),
        customerEmail: account.email,
      };
    });
  }
}
