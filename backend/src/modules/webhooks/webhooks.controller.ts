import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminOnly } from '../../core/access/access.decorators';
import { ErrorResponseDto } from '../../core/http/error-response.dto';
import { IdParam } from '../../core/http/int4';
import type { Page } from '../../core/paging/page';
import { PagedResponse } from '../../core/paging/paged-response';
import {
  CreateWebhookEndpointDto,
  ListWebhookDeliveriesQuery,
  UpdateWebhookEndpointDto,
  WebhookDeliveryDto,
  WebhookEndpointDto,
  WebhookEndpointWithSecretDto,
  WebhookTestSentDto,
} from './dto/webhooks.dto';
import { WebhookErrors } from './webhooks.errors';
import { WebhooksService } from './webhooks.service';

const NOT_FOUND = { type: ErrorResponseDto, description: WebhookErrors.endpointNotFound };
const BAD_URL = {
  type: ErrorResponseDto,
  description:
    'A field that is not valid: a url that is no https address (http only with allowPrivate), holds a password, ' +
    'does not resolve, or reaches a private, loopback or link-local address without allowPrivate; unknown events',
};

// The owner's outbound webhooks (README "Webhooks"): the owner's session or an admin API key.
@ApiTags('admin: webhooks')
@Controller('admin/webhooks')
@AdminOnly()
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Get()
  @ApiOperation({ summary: 'The webhook endpoints, oldest first (their secrets are never shown again)' })
  @ApiOkResponse({ type: [WebhookEndpointDto] })
  listWebhookEndpoints(): Promise<WebhookEndpointDto[]> {
    return this.webhooks.list();
  }

  @Post()
  @ApiOperation({
    summary:
      'Register an endpoint for some events; the answer holds its signing secret, shown this once. Refused for a ' +
      'private, loopback or link-local address unless allowPrivate is true',
  })
  @ApiCreatedResponse({ type: WebhookEndpointWithSecretDto })
  @ApiBadRequestResponse(BAD_URL)
  createWebhookEndpoint(@Body() body: CreateWebhookEndpointDto): Promise<WebhookEndpointWithSecretDto> {
    return this.webhooks.create(body);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change an endpoint: the fields sent change, a new url or allowPrivate is checked again' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiBadRequestResponse(BAD_URL)
  @ApiNotFoundResponse(NOT_FOUND)
  updateWebhookEndpoint(
    @IdParam('id') id: number,
    @Body() body: UpdateWebhookEndpointDto,
  ): Promise<WebhookEndpointDto> {
    return this.webhooks.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an endpoint and its delivery log' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse(NOT_FOUND)
  deleteWebhookEndpoint(@IdParam('id') id: number): Promise<void> {
    return this.webhooks.remove(id);
  }

  @Post(':id/secret')
  @HttpCode(200)
  @ApiOperation({ summary: 'Roll the signing secret: the new one, shown this once, signs every try from now on' })
  @ApiOkResponse({ type: WebhookEndpointWithSecretDto })
  @ApiNotFoundResponse(NOT_FOUND)
  rollWebhookSecret(@IdParam('id') id: number): Promise<WebhookEndpointWithSecretDto> {
    return this.webhooks.rollSecret(id);
  }

  @Post(':id/test')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send a webhook.test event to this endpoint (queued; see its deliveries)' })
  @ApiAcceptedResponse({ type: WebhookTestSentDto, description: 'Queued' })
  @ApiNotFoundResponse(NOT_FOUND)
  @ApiConflictResponse({ type: ErrorResponseDto, description: WebhookErrors.disabled })
  sendWebhookTest(@IdParam('id') id: number): Promise<WebhookTestSentDto> {
    return this.webhooks.sendTest(id);
  }

  @Get('deliveries')
  @ApiOperation({ summary: 'An endpoint’s deliveries, newest first, each with its tries; a page at a time' })
  @PagedResponse(WebhookDeliveryDto, { withTotal: true })
  @ApiNotFoundResponse(NOT_FOUND)
  listWebhookDeliveries(@Query() query: ListWebhookDeliveriesQuery): Promise<Page<WebhookDeliveryDto>> {
    return this.webhooks.listDeliveries(query);
  }

  @Post('deliveries/:id/replay')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Send a delivery that ended (succeeded or failed) again, with a fresh day of retries: the same row and ' +
      'event id (the receiver may drop it by Webhook-Id), its tries so far kept',
  })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: WebhookErrors.deliveryNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: WebhookErrors.notReplayable })
  replayWebhookDelivery(@IdParam('id') id: number): Promise<WebhookDeliveryDto> {
    return this.webhooks.replay(id);
  }
}
