import { Injectable } from '@nestjs/common';
import { SiteService } from '../site';
import { pageBrand } from './newsletter-page';
import { SubscribersService } from './subscribers.service';
import { alreadyUnsubscribedPage, confirmUnsubscribePage, unsubscribedPage } from './unsubscribe-page';

// The HTML answers of the unsubscribe link; an unknown token is a 404 (from SubscribersService).
@Injectable()
export class UnsubscribePageService {
  constructor(
    private readonly subscribers: SubscribersService,
    private readonly site: SiteService,
  ) {}

  async showConfirmation(token: string): Promise<string> {
    const subscriber = await this.subscribers.findByToken(token);
    const brand = await pageBrand(this.site);
    if (!subscriber.active) return alreadyUnsubscribedPage(brand, subscriber.email);
    return confirmUnsubscribePage(brand, subscriber.email, token);
  }

  async unsubscribe(token: string): Promise<string> {
    const subscriber = await this.subscribers.unsubscribe(token);
    return unsubscribedPage(await pageBrand(this.site), subscriber.email);
  }
}
