import { Injectable, NotFoundException } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { RecipientsSelect } from '../../../core/mail/mail-outbox.types';
import {
  alreadyUnsubscribedPage,
  confirmUnsubscribePage,
  type MailingList,
  unsubscribedPage,
} from '../../../core/http/unsubscribe-pages';
import { SiteService } from '../../site';
import { AuthErrors } from '../auth.errors';
import { ProductUpdatesRecipient, ProductUpdatesRepository, ProductUpdatesRow } from './product-updates.repository';

export const PRODUCT_UPDATES: MailingList = {
  name: 'product updates',
  stops: 'e-mails about new products',
  action: '/api/product-updates/unsubscribe',
};

// An account's Product Updates preference: its row (null: never joined) and whether its address
// is confirmed (mails go only to confirmed addresses).
export interface ProductUpdatesPreference {
  row: ProductUpdatesRow | null;
  addressConfirmed: boolean;
}

// The "Product Updates" list: accounts that asked, on the account page, to hear of new products.
// It is kept by account (there is no public form) and mailed at the account's address once that
// address is confirmed: the account's own confirmation link is the list's opt-in, as the daily
// e-mail's link is for the newsletter. Each mail has a one-click unsubscribe link; leaving the
// list, by the link or on the account page, is for good until the account joins again.
@Injectable()
export class ProductUpdatesService {
  constructor(
    private readonly rows: ProductUpdatesRepository,
    private readonly site: SiteService,
  ) {}

  async preference(user: { id: number; emailConfirmedAt: Date | null }): Promise<ProductUpdatesPreference> {
    return { row: await this.rows.find(user.id), addressConfirmed: user.emailConfirmedAt !== null };
  }

  async set(userId: number, subscribed: boolean): Promise<void> {
    if (subscribed) await this.rows.join(userId, randomBytes(24).toString('base64url'));
    else await this.rows.leave(userId);
  }

  // For MailOutbox.enqueueMany: every account on the list with a confirmed address.
  recipients(productId: number): RecipientsSelect {
    return this.rows.recipients(productId);
  }

  // At send time: where the mail goes and its unsubscribe token, or null (nothing to send any more).
  recipient(userId: number): Promise<ProductUpdatesRecipient | null> {
    return this.rows.recipient(userId);
  }

  // The unsubscribe link's page: asks to confirm (mail scanners open links), or says it is done.
  async unsubscribePage(token: string): Promise<string> {
    const found = await this.found(token, false);
    const brand = await this.site.pageBrand();
    if (!found.active) return alreadyUnsubscribedPage(brand, PRODUCT_UPDATES, found.email);
    return confirmUnsubscribePage(brand, PRODUCT_UPDATES, found.email, token);
  }

  // The page's button, or a mail client's one-click (RFC 8058).
  async unsubscribe(token: string): Promise<string> {
    const found = await this.found(token, true);
    return unsubscribedPage(await this.site.pageBrand(), PRODUCT_UPDATES, found.email);
  }

  private async found(token: string, leave: boolean) {
    const found = token ? await this.rows.byToken(token, leave) : null;
    if (!found) throw new NotFoundException(AuthErrors.productUpdatesLinkInvalid);
    return found;
  }
}
