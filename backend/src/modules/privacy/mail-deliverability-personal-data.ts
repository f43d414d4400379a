import { Injectable, OnModuleInit } from '@nestjs/common';
import { MailSuppressions } from '../../core/mail/mail-suppressions';
import { PersonalDataRegistry } from '../../core/privacy/personal-data.registry';
import { AccountsService } from '../auth';
import type { ExportedDeliverabilityDto } from './dto/account-export.dto';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

// What the clean list (core/mail's mail_suppressions) keeps of the account's address: whether mail
// stopped going to it and why, and its soft bounces. In the export; erased with the account (a
// stopped address kept after erasure would be personal data kept for no one: if the address comes
// back, a bounce stops it again).
@Injectable()
export class MailDeliverabilityPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly accounts: AccountsService,
    private readonly suppressions: MailSuppressions,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'mailDeliverability',
      export: ({ userId }) => this.exported(userId),
      delete: (tx, account) => this.suppressions.forget(tx, account.email),
    });
  }

  private async exported(userId: number): Promise<ExportedDeliverabilityDto> {
    const { email } = await this.accounts.account(userId);
    const row = await this.suppressions.detailsOf(email);
    return {
      email,
      undeliverable: row?.reason ?? null,
      detail: row?.reason ? row.detail : null,
      since: iso(row?.suppressedAt),
      softBounces: row?.softBounces ?? 0,
      lastSoftBounceAt: iso(row?.lastSoftBounceAt),
    };
  }
}
