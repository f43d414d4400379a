import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AdminOnly, Public } from '../../core/access/access.decorators';
import { SkipCsrf } from '../../core/http/csrf';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { RateLimit } from '../../core/rate-limit/rate-limit.decorator';
import { MessageDto, SubscribeDto, SubscriberDto, toSubscriberDto } from './dto/subscribe.dto';
import { escapeHtml } from './html-sanitizer';
import { SubscribersService } from './subscribers.service';

export const SUBSCRIBED = "You've been subscribed to our newsletter.";

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1f2937;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:32px;max-width:420px;text-align:center;box-shadow:0 4px 20px rgba(0,0,0,.06)}
h1{color:#14305a;font-size:22px}button{background:#14305a;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:15px;cursor:pointer}a{color:#0f766e}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

@ApiTags('newsletter')
@Controller()
export class SubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Post('subscribe')
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'subscribe', by: 'ip', limit: 20, windowSeconds: 3600 })
  @ApiOperation({
    summary: 'Subscribe to the daily blog e-mail (idempotent; the answer is the same for a known address)',
  })
  @ApiOkResponse({ type: MessageDto })
  async subscribe(@Body() body: SubscribeDto): Promise<MessageDto> {
    await this.subscribers.subscribe(body.email);
    return { message: SUBSCRIBED };
  }

  // Mail scanners open links: the link only shows a confirmation button, the POST unsubscribes.
  @Get('unsubscribe')
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The page behind the unsubscribe link in every e-mail: asks to confirm' })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'HTML page with a confirmation button' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async showUnsubscribe(@Query('token') token: string): Promise<string> {
    const subscriber = await this.subscribers.findByToken(String(token ?? ''));
    if (!subscriber.active)
      return page(
        'You are unsubscribed',
        `<p>${escapeHtml(subscriber.email)} no longer receives the daily blog e-mail.</p><p><a href="/">Back to the site</a></p>`,
      );
    return page(
      'Unsubscribe from the daily blog e-mail?',
      `<p>${escapeHtml(subscriber.email)} will no longer receive new posts by e-mail.</p>
<form method="post" action="/api/unsubscribe?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>
<p><a href="/">Keep my subscription</a></p>`,
    );
  }

  // Also the RFC 8058 one-click target (List-Unsubscribe-Post): no session, no CSRF token; the
  // unguessable per-subscriber token is the authority.
  @Post('unsubscribe')
  @Public()
  @SkipCsrf()
  @HttpCode(200)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Unsubscribe (one-click from mail clients, or the confirmation page)' })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'HTML confirmation' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async unsubscribe(@Query('token') token: string): Promise<string> {
    const subscriber = await this.subscribers.unsubscribe(String(token ?? ''));
    return page(
      'You are unsubscribed',
      `<p>${escapeHtml(subscriber.email)} will no longer receive the daily blog e-mail.</p><p><a href="/">Back to the site</a></p>`,
    );
  }
}

@ApiTags('admin: subscribers')
@AdminOnly()
@Controller('admin')
export class AdminSubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Get('subscribers')
  @ApiOperation({ summary: 'Every subscriber, newest first' })
  @ApiOkResponse({ type: [SubscriberDto] })
  async listSubscribers(): Promise<SubscriberDto[]> {
    return (await this.subscribers.list()).map(toSubscriberDto);
  }
}
