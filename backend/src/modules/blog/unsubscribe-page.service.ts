import { Injectable } from '@nestjs/common';
import { alreadyUnsubscribedPage, confirmUnsubscribePage, unsubscribedPage } from './unsubscribe-page';
import { SubscribersService } from './subscribers.service';

// The HTML answers of the unsubscribe link; an unknown token is a 404 (from SubscribersService).
@Injectable()
export class UnsubscribePageService {
  constructor(private readonly subscribers: SubscribersService) {}

  async showConfirmation(token: string): Promise<string> {
    const subscriber = await this.subscribers.findByToken(token);
    if (!subscriber.active) return alreadyUnsubscribedPage(subscriber.email);
    return confirmUnsubscribePage(subscriber.email, token);
  }

  async unsubscribe(token: string): Promise<string> {
    const subscriber = await this.subscribers.unsubscribe(token);
    return unsubscribedPage(subscriber.email);
  }
}
