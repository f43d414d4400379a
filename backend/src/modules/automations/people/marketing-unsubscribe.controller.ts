import { Controller, Get, NotFoundException, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import {
  alreadyUnsubscribedPage,
  confirmUnsubscribePage,
  type MailingList,
  unsubscribedPage,
} from '../../../core/http/unsubscribe-pages';
import { UnsubscribeAction, UnsubscribeLinkPage } from '../../../core/http/unsubscribe-routes';
import { SiteService } from '../../site';
import { AutomationErrors } from '../automations.errors';
import { AutomationClock } from '../settings/automation-clock';
import { ContactsRepository } from './contacts.repository';

const MARKETING: MailingList = {
  name: 'marketing e-mails from this site',
  stops: 'sequences and announcements (account and order e-mails still come)',
  action: '/api/automations/unsubscribe',
};

// The unsubscribe link of sequence and broadcast mails: it stops marketing mail only (the daily
// e-mail has its own link; account and order mails are not marketing).
@ApiTags('automations')
@Controller('automations/unsubscribe')
export class MarketingUnsubscribeController {
  constructor(
    private readonly db: DataSource,
    private readonly contacts: ContactsRepository,
    private readonly clock: AutomationClock,
    private readonly site: SiteService,
  ) {}

  @Get()
  @UnsubscribeLinkPage(
    'The page behind the unsubscribe link of marketing mail: asks to confirm',
    AutomationErrors.unsubscribeToken,
  )
  async showMarketingUnsubscribe(@Query('token') token: string): Promise<string> {
    const contact = await this.find(token);
    const brand = await this.site.pageBrand();
    return contact.unsubscribedAt
      ? alreadyUnsubscribedPage(brand, MARKETING, contact.email)
      : confirmUnsubscribePage(brand, MARKETING, contact.email, String(token));
  }

  @Post()
  @UnsubscribeAction(
    'Stop marketing mail (one-click from mail clients, or the page)',
    AutomationErrors.unsubscribeToken,
  )
  async unsubscribeMarketing(@Query('token') token: string): Promise<string> {
    const contact = await this.find(token);
    const now = await this.clock.now();
    await this.db.transaction((tx) => this.contacts.unsubscribe(tx, contact.id, now));
    return unsubscribedPage(await this.site.pageBrand(), MARKETING, contact.email);
  }

  private async find(token: unknown) {
    const contact = typeof token === 'string' && token ? await this.contacts.byToken(token) : null;
    if (!contact) throw new NotFoundException(AutomationErrors.unsubscribeToken);
    return contact;
  }
}
