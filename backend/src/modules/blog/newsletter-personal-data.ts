import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../../core/privacy/personal-data.registry';
import { AccountNewsletterService } from './account-newsletter.service';

// The blog's part of an account's deletion: the newsletter row of its address goes. (Its place on
// the list is in the data export with the account's Email Preferences, privacy's own section.)
@Injectable()
export class NewsletterPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly newsletter: AccountNewsletterService,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'newsletter',
      delete: (tx, account) => this.newsletter.remove(tx, account.email),
    });
  }
}
