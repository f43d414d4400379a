import { Injectable } from '@nestjs/common';
import {
  alreadyUnsubscribedPage,
  confirmUnsubscribePage,
  type MailingList,
  unsubscribedPage,
} from '../../core/http/unsubscribe-pages';
import { SiteService } from '../site';
import { SubscribersService } from './subscribers.service';

const DAILY_BLOG_EMAIL: MailingList = {
  name: 'the daily blog e-mail',
  stops: 'new posts by e-mail',
  action: '/api/unsubscribe',
};

// The HTML answers of the unsubscribe link; an unknown token is a 404 (from SubscribersService).
@Injectable()
export class UnsubscribePageService {
  constructor(
    private readonly subscribers: SubscribersService,
    private readonly site: SiteService,
  ) {}

  async showConfirmation(token: string): Promise<string> {
    const subscriber = await this.subscribers.findByToken(token);
    const brand = await this.site.pageBrand();
    if (!subscriber.active) return alreadyUnsubscribedPage(brand, DAILY_BLOG_EMAIL, subscriber.email);
    return confirmUnsubscribePage(brand, DAILY_BLOG_EMAIL, subscriber.email, token);
  }

  async unsubscribe(token: string): Promise<string> {
    const subscriber = await this.subscribers.unsubscribe(token);
    return unsubscribedPage(await this.site.pageBrand(), DAILY_BLOG_EMAIL, subscriber.email);
  }
}
