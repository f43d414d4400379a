import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountsService } from '../auth';
import { AccountNewsletterService } from '../blog';
import { AccountOrdersService } from '../commerce';
import { PrivacyErrors } from './privacy.errors';

// Deleting an account, after its password: in one transaction the account goes with its sessions,
// links, Product Updates row and the newsletter row of its address; its orders stay for the owner's
// books without their buyer (so its signed download links find nothing); its mails still waiting
// are skipped and the outbox forgets its addresses. The site's last admin is refused (409).
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly newsletter: AccountNewsletterService,
    private readonly orders: AccountOrdersService,
  ) {}

  async delete(userId: number, password: string): Promise<void> {
    // argon2 takes a while: checked before any row is locked
    if (!(await this.accounts.passwordMatches(userId, password))) {
      throw new BadRequestException(PrivacyErrors.passwordWrong);
    }
    await this.dataSource.transaction(async (tx) => {
      const account = await this.accounts.lockForDeletion(tx, userId);
      await this.orders.anonymise(tx, account.id);
      await this.newsletter.remove(tx, account.email);
      await this.accounts.remove(tx, account);
    });
  }
}
