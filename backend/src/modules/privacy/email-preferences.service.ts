import { Injectable } from '@nestjs/common';
import { AccountsService, ProductUpdatesPreference, ProductUpdatesService } from '../auth';
import { AccountNewsletterService, NewsletterSubscription } from '../blog';
import { EmailPreferencesDto, ListStatus, UpdateEmailPreferencesDto } from './dto/email-preferences.dto';

// Email Preferences on the account page: "Daily Blog Posts" is the newsletter row of the account's
// address (the one the footer form and the unsubscribe link change), "Product Updates" the
// account's place on that list.
@Injectable()
export class EmailPreferencesService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly newsletter: AccountNewsletterService,
    private readonly productUpdates: ProductUpdatesService,
  ) {}

  async get(userId: number): Promise<EmailPreferencesDto> {
    const account = await this.accounts.account(userId);
    const [subscription, productUpdates] = await Promise.all([
      this.newsletter.subscription(account.email),
      this.productUpdates.preference(account),
    ]);
    return {
      dailyBlogPosts: { status: newsletterStatus(subscription), email: account.email },
      productUpdates: { status: productUpdatesStatus(productUpdates), email: account.email },
    };
  }

  async update(userId: number, input: UpdateEmailPreferencesDto): Promise<EmailPreferencesDto> {
    const account = await this.accounts.account(userId);
    if (input.dailyBlogPosts !== undefined) {
      await this.newsletter.set(account.email, input.dailyBlogPosts, account.emailConfirmedAt !== null);
    }
    if (input.productUpdates !== undefined) await this.productUpdates.set(account.id, input.productUpdates);
    return this.get(userId);
  }
}

export function newsletterStatus(subscription: NewsletterSubscription | null): ListStatus {
  if (subscription?.status === 'active') return 'subscribed';
  return subscription?.status === 'pending' ? 'awaiting-confirmation' : 'not-subscribed';
}

export function productUpdatesStatus({ row, addressConfirmed }: ProductUpdatesPreference): ListStatus {
  if (!row?.active) return 'not-subscribed';
  return addressConfirmed ? 'subscribed' : 'awaiting-confirmation';
}
