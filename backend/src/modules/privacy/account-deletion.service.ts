import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PersonalDataRegistry } from '../../core/privacy/personal-data.registry';
import { AccountsService } from '../auth';
import { PrivacyErrors } from './privacy.errors';

// Deleting an account, after its password: in one transaction the account is locked, each module's
// registered part goes (its orders stay for the owner's books without their buyer, so its signed
// download links find nothing; the newsletter row of its address goes), then the account itself
// with its sessions, links and Product Updates row; its mails still waiting are skipped and the
// outbox forgets its addresses. The site's last admin is refused (409).
@Injectable()
export class AccountDeletionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly personalData: PersonalDataRegistry,
  ) {}

  async delete(userId: number, password: string): Promise<void> {
    // argon2 takes a while: checked before any row is locked
    if (!(await this.accounts.passwordMatches(userId, password))) {
      throw new BadRequestException(PrivacyErrors.passwordWrong);
    }
    await this.dataSource.transaction(async (tx) => {
      const account = await this.accounts.lockForDeletion(tx, userId);
      await this.personalData.delete(tx, account);
      await this.accounts.remove(tx, account);
    });
  }
}
