import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RecipientsSelect } from '../../../core/mail/mail-outbox.types';

// An account's place on the Product Updates list.
export interface ProductUpdatesRow {
  active: boolean;
  subscribedAt: Date;
  unsubscribedAt: Date | null;
}

// Who a product-update mail goes to when it leaves.
export interface ProductUpdatesRecipient {
  email: string;
  unsubscribeToken: string;
}

interface Row {
  active: boolean;
  subscribed_at: Date;
  unsubscribed_at: Date | null;
}

// product_update_subscriptions, one row per account that ever joined the list (deleted with the
// account). The list is mailed at the account's address, and only while that address is
// confirmed. Raw SQL: an upsert, and the outbox takes its recipients as one INSERT … SELECT.
@Injectable()
export class ProductUpdatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async find(userId: number): Promise<ProductUpdatesRow | null> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT active, subscribed_at, unsubscribed_at FROM product_update_subscriptions WHERE user_id = $1`,
      [userId],
    );
    const r = rows[0];
    return r ? { active: r.active, subscribedAt: r.subscribed_at, unsubscribedAt: r.unsubscribed_at } : null;
  }

  // On the list from now (the first time with `token` for its unsubscribe link); already on it: unchanged.
  async join(userId: number, token: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO product_update_subscriptions (user_id, active, unsubscribe_token) VALUES ($1, true, $2)
       ON CONFLICT (user_id) DO UPDATE SET active = true, subscribed_at = now(), unsubscribed_at = NULL
         WHERE NOT product_update_subscriptions.active`,
      [userId, token],
    );
  }

  async leave(userId: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE product_update_subscriptions SET active = false, unsubscribed_at = now() WHERE user_id = $1 AND active`,
      [userId],
    );
  }

  // The unsubscribe link (the page, and the one-click POST): the row's account address and whether
  // it is still on the list; with `leave`, off the list first.
  async byToken(token: string, leave: boolean): Promise<{ email: string; active: boolean } | null> {
    if (leave) {
      await this.dataSource.query(
        `UPDATE product_update_subscriptions SET active = false, unsubscribed_at = now()
         WHERE unsubscribe_token = $1 AND active`,
        [token],
      );
    }
    const rows: { email: string; active: boolean }[] = await this.dataSource.query(
      `SELECT u.email, s.active FROM product_update_subscriptions s JOIN users u ON u.id = s.user_id
       WHERE s.unsubscribe_token = $1`,
      [token],
    );
    return rows[0] ?? null;
  }

  // every account on the list whose address is confirmed, as the outbox's recipient and payload
  recipients(productId: number): RecipientsSelect {
    return {
      sql: `SELECT u.email AS recipient, jsonb_build_object('productId', $1::int, 'userId', u.id) AS payload
            FROM product_update_subscriptions s JOIN users u ON u.id = s.user_id
            WHERE s.active AND u.email_confirmed_at IS NOT NULL ORDER BY u.id`,
      params: [productId],
    };
  }

  // null: the account left the list, its address is no longer confirmed, or it is gone
  async recipient(userId: number): Promise<ProductUpdatesRecipient | null> {
    const rows: { email: string; unsubscribe_token: string }[] = await this.dataSource.query(
      `SELECT u.email, s.unsubscribe_token FROM product_update_subscriptions s JOIN users u ON u.id = s.user_id
       WHERE s.user_id = $1 AND s.active AND u.email_confirmed_at IS NOT NULL`,
      [userId],
    );
    return rows[0] ? { email: rows[0].email, unsubscribeToken: rows[0].unsubscribe_token } : null;
  }
}
