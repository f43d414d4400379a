import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../core/privacy/personal-data.registry';
import { AccountsService, ProductUpdatesPreference, ProductUpdatesService } from '../auth';
import { AccountNewsletterService, NewsletterSubscription } from '../blog';
import type { ExportedPreferencesDto } from './dto/account-export.dto';
import { EmailPreferencesDto, ListStatus, UpdateEmailPreferencesDto } from './dto/email-preferences.dto';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

// Email Preferences on the account page: "Daily Blog Posts" is the newsletter row of the account's
// address (the one the footer form and the unsubscribe link change), "Product Updates" the
// account's place on that list. Privacy's own part of the account's data export, with the dates.
@Injectable()
export class EmailPreferencesService implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly accounts: AccountsService,
    private readonly newsletter: AccountNewsletterService,
    private readonly productUpdates: ProductUpdatesService,
  ) {}

  onModuleInit(): void {
    this.personalData.register({ name: 'emailPreferences', export: ({ userId }) => this.exported(userId) });
  }

  async get(userId: number): Promise<EmailPreferencesDto> {
    const { account, subscription, productUpdates } = await this.lists(userId);
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

  private async exported(userId: number): Promise<ExportedPreferencesDto> {
    const { account, subscription, productUpdates } = await this.lists(userId);
    const { row } = productUpdates;
    return {
      dailyBlogPosts: {
        status: newsletterStatus(subscription),
        email: account.email,
        subscribedAt: iso(subscription?.subscribedAt),
        confirmedAt: iso(subscription?.confirmedAt),
        unsubscribedAt: iso(subscription?.unsubscribedAt),
      },
      productUpdates: {
        status: productUpdatesStatus(productUpdates),
        email: account.email,
        subscribedAt: iso(row?.subscribedAt),
        confirmedAt: null,
        unsubscribedAt: iso(row?.unsubscribedAt),
      },
    };
  }

  // the account and its place on both lists
  private async lists(userId: number) {
    const account = await this.accounts.account(userId);
    const [subscription, productUpdates] = await Promise.all([
      this.newsletter.subscription(account.email),
      this.productUpdates.preference(account),
    ]);
    return { account, subscription, productUpdates };
  }
}

function newsletterStatus(subscription: NewsletterSubscription | null): ListStatus {
  if (subscription?.status === 'active') return 'subscribed';
  return subscription?.status === 'pending' ? 'awaiting-confirmation' : 'not-subscribed';
}

function productUpdatesStatus({ row, addressConfirmed }: ProductUpdatesPreference): ListStatus {
  if (!row?.active) return 'not-subscribed';
  return addressConfirmed ? 'subscribed' : 'awaiting-confirmation';
}
