import { Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { UnsubscribeAction, UnsubscribeLinkPage } from '../../../core/http/unsubscribe-routes';
import { AuthErrors } from '../auth.errors';
import { ProductUpdatesService } from './product-updates.service';

// The unsubscribe link of every product-update mail (the newsletter's own is /api/unsubscribe).
@ApiTags('newsletter')
@Controller('product-updates/unsubscribe')
export class ProductUpdatesController {
  constructor(private readonly productUpdates: ProductUpdatesService) {}

  // Mail scanners open links: the link only shows a confirmation button, the POST unsubscribes.
  @Get()
  @UnsubscribeLinkPage(
    'The page behind the unsubscribe link of product-update mails: asks to confirm',
    AuthErrors.productUpdatesLinkInvalid,
  )
  showProductUpdatesUnsubscribe(@Query('token') token: string): Promise<string> {
    return this.productUpdates.unsubscribePage(String(token ?? ''));
  }

  // Also the RFC 8058 one-click target; the unguessable per-account token is the authority.
  @Post()
  @UnsubscribeAction(
    'Leave the product updates list (one-click from mail clients, or the confirmation page)',
    AuthErrors.productUpdatesLinkInvalid,
  )
  unsubscribeFromProductUpdates(@Query('token') token: string): Promise<string> {
    return this.productUpdates.unsubscribe(String(token ?? ''));
  }
}
