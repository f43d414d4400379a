import { Injectable } from '@nestjs/common';
import { AccountsService, ProductUpdatesService } from '../auth';
import { AccountNewsletterService } from '../blog';
import { AccountOrdersService } from '../commerce';
import { SiteService } from '../site';
import { AccountExportDto, ExportedPreferencesDto, ExportedProfileDto } from './dto/account-export.dto';
import { newsletterStatus, productUpdatesStatus } from './email-preferences.service';

type Account = Awaited<ReturnType<AccountsService['account']>>;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

// Download Account Data: everything the site keeps about the account, gathered at once (an
// account is small: its profile, preferences, orders, files and devices). Field by field from
// each module's answer, so nothing is in it by accident (no hash, no token, no session id).
@Injectable()
export class AccountExportService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly newsletter: AccountNewsletterService,
    private readonly productUpdates: ProductUpdatesService,
    private readonly orders: AccountOrdersService,
    private readonly site: SiteService,
  ) {}

  async export(userId: number, currentSid: string): Promise<AccountExportDto> {
    const account = await this.accounts.account(userId);
    const [preferences, orders, files, devices, { siteName }] = await Promise.all([
      this.preferences(account),
      this.orders.ordersOf(userId),
      this.orders.filesOf(userId),
      this.accounts.devices(userId, currentSid),
      this.site.identity(),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      site: siteName,
      profile: profile(account),
      emailPreferences: preferences,
      orders,
      downloads: files.map((f) => ({ ...f, purchasedAt: f.purchasedAt.toISOString() })),
      devices: devices.map(({ browser, os, createdAt, lastSeenAt, current }) => ({
        browser,
        os,
        createdAt,
        lastSeenAt,
        current,
      })),
    };
  }

  private async preferences(account: Account): Promise<ExportedPreferencesDto> {
    const [subscription, productUpdates] = await Promise.all([
      this.newsletter.subscription(account.email),
      this.productUpdates.preference(account),
    ]);
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
}

function profile(account: Account): ExportedProfileDto {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    pendingEmail: account.pendingEmail,
    emailConfirmed: account.emailConfirmedAt !== null,
    role: account.role,
    createdAt: account.createdAt.toISOString(),
    passwordChangedAt: iso(account.passwordChangedAt),
  };
}
