import { Injectable } from '@nestjs/common';
import { alreadyUnsubscribedPage, confirmUnsubscribePage, unsubscribedPage } from './unsubscribe-page';
import { SiteService } from '../site';
import { SubscribersService } from './subscribers.service';

// The HTML answers of the unsubscribe link; an unknown token is a 404 (from SubscribersService).
@Injectable()
export class UnsubscribePageService {
  constructor(
    private readonly subscribers: SubscribersService,
    private readonly site: SiteService,
  ) {}

  async showConfirmation(token: string): Promise<string> {
    const subscriber = await this.subscribers.findByToken(token);
    const { siteName } = await this.site.identity();
    if (!subscriber.active) return alreadyUnsubscribedPage(siteName, subscriber.email);
    return confirmUnsubscribePage(siteName, subscriber.email, token);
  }

  async unsubscribe(token: string): Promise<string> {
    const subscriber = await this.subscribers.unsubscribe(token);
    return unsubscribedPage((await this.site.identity()).siteName, subscriber.email);
  }
}
