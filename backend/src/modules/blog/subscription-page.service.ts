import { Injectable } from '@nestjs/common';
import { SiteService } from '../site';
import { SubscriptionConfirmationService } from './subscription-confirmation.service';
import { CONFIRMATION_VALID_DAYS } from './subscription-token';
import { confirmationPage } from './subscription-page';

// The HTML answer of the confirmation link: one click confirms (no second form), and every other
// case (expired, used, altered) is a page that says what happened, never an error.
@Injectable()
export class SubscriptionPageService {
  constructor(
    private readonly confirmations: SubscriptionConfirmationService,
    private readonly site: SiteService,
  ) {}

  async confirm(token: string): Promise<string> {
    const result = await this.confirmations.confirm(token);
    return confirmationPage(await this.site.pageBrand(), result, CONFIRMATION_VALID_DAYS);
  }
}
