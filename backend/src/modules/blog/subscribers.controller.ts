import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../../core/access/access.decorators';
import { type Caller, CallerOf } from '../../core/analytics/visit-attribution';
import { UnsubscribeAction, UnsubscribeLinkPage } from '../../core/http/unsubscribe-routes';
import { BlogErrors } from './blog.errors';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { MessageDto, SubscribeDto } from './dto/subscribe.dto';
import { SubscribersService } from './subscribers.service';
import { SubscriptionPageService } from './subscription-page.service';
import { UnsubscribePageService } from './unsubscribe-page.service';

const SUBSCRIBED = "You've been subscribed to our newsletter.";

@ApiTags('newsletter')
@Controller()
export class SubscribersController {
  constructor(
    private readonly subscribers: SubscribersService,
    private readonly unsubscribePages: UnsubscribePageService,
    private readonly subscriptionPages: SubscriptionPageService,
  ) {}

  @Post('subscribe')
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'subscribe', by: 'ip', limit: 20, windowSeconds: 3600 })
  @ApiOperation({
    summary:
      'Subscribe to the daily blog e-mail: a new or inactive address is sent a confirmation link (at most one mail per ' +
      'address every 10 minutes) and is active once it is clicked. The answer is the same for every address.',
  })
  @ApiOkResponse({ type: MessageDto })
  async subscribe(@Body() body: SubscribeDto, @CallerOf() caller: Caller): Promise<MessageDto> {
    await this.subscribers.subscribe(body.email, caller);
    return { message: SUBSCRIBED };
  }

  // One click confirms (the issue asks for no second form). Every answer is a page for a person.
  @Get('subscribe/confirm')
  @Public({ keys: 'none' })
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The confirmation link of the subscribe mail: confirms, and says so in a page' })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  @ApiOkResponse({
    description:
      'HTML page: confirmed, confirmed already, or (changing nothing) the link has expired, was used, or is not valid',
  })
  confirmSubscription(@Query('token') token: string): Promise<string> {
    return this.subscriptionPages.confirm(String(token ?? ''));
  }

  // Mail scanners open links: the link only shows a confirmation button, the POST unsubscribes.
  @Get('unsubscribe')
  @UnsubscribeLinkPage(
    'The page behind the unsubscribe link in every e-mail: asks to confirm',
    BlogErrors.badUnsubscribeToken,
  )
  showUnsubscribe(@Query('token') token: string): Promise<string> {
    return this.unsubscribePages.showConfirmation(String(token ?? ''));
  }

  // Also the RFC 8058 one-click target; the unguessable per-subscriber token is the authority.
  @Post('unsubscribe')
  @UnsubscribeAction(
    'Unsubscribe (one-click from mail clients, or the confirmation page)',
    BlogErrors.badUnsubscribeToken,
  )
  unsubscribe(@Query('token') token: string): Promise<string> {
    return this.unsubscribePages.unsubscribe(String(token ?? ''));
  }
}
