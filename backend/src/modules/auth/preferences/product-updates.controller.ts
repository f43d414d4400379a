import { Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../core/access/access.decorators';
import { SkipCsrf } from '../../../core/http/csrf';
import { ErrorResponseDto } from '../../../core/http/error-response.dto';
import { ProductUpdatesService } from './product-updates.service';

// The unsubscribe link of every product-update mail (the newsletter's own is /api/unsubscribe).
@ApiTags('newsletter')
@Controller('product-updates/unsubscribe')
export class ProductUpdatesController {
  constructor(private readonly productUpdates: ProductUpdatesService) {}

  // Mail scanners open links: the link only shows a confirmation button, the POST unsubscribes.
  @Get()
  @Public()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The page behind the unsubscribe link of product-update mails: asks to confirm' })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'HTML page with a confirmation button' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  showProductUpdatesUnsubscribe(@Query('token') token: string): Promise<string> {
    return this.productUpdates.unsubscribePage(String(token ?? ''));
  }

  // Also the RFC 8058 one-click target (List-Unsubscribe-Post): no session, no CSRF token; the
  // unguessable per-account token is the authority.
  @Post()
  @Public()
  @SkipCsrf()
  @HttpCode(200)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Leave the product updates list (one-click from mail clients, or the confirmation page)' })
  @ApiQuery({ name: 'token', required: true })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'HTML confirmation' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  unsubscribeFromProductUpdates(@Query('token') token: string): Promise<string> {
    return this.productUpdates.unsubscribe(String(token ?? ''));
  }
}
