import { WEBHOOK_TEST_EVENT } from '@coach/shared';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ValidationFailedException } from '../../core/http/validation.pipe';
import { pageOf } from '../../core/paging/page-query.dto';
import type { Page } from '../../core/paging/page';
import { AddressRefused, resolveTarget } from './address-guard';
import {
  type CreateWebhookEndpointDto,
  type ListWebhookDeliveriesQuery,
  toWebhookDeliveryDto,
  toWebhookEndpointDto,
  type UpdateWebhookEndpointDto,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type WebhookEndpointWithSecretDto,
  type WebhookTestSentDto,
} from './dto/webhooks.dto';
import type { WebhookEndpointEntity } from './entities/webhook-endpoint.entity';
import { webhookPayload } from './webhook-hooks';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { newWebhookSecret, WebhookSecretSeal } from './webhook-secret-seal';
import { WebhookErrors, WebhookUrlErrors } from './webhooks.errors';

// The owner's side of webhooks: endpoints, their secrets, a test event, the delivery log and replay.
@Injectable()
export class WebhooksService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly seal: WebhookSecretSeal,
  ) {}

  async list(): Promise<WebhookEndpointDto[]> {
    return (await this.endpoints.list()).map(toWebhookEndpointDto);
  }

  async create(input: CreateWebhookEndpointDto): Promise<WebhookEndpointWithSecretDto> {
    const allowPrivate = input.allowPrivate ?? false;
    await checkUrl(input.url, allowPrivate);
    const secret = newWebhookSecret();
    const fields = { url: input.url, description: input.description ?? '', events: input.events, allowPrivate };
    const endpoint = await this.endpoints.add({ ...fields, enabled: input.enabled ?? true }, this.seal.seal(secret));
    return { ...toWebhookEndpointDto(endpoint), secret };
  }

  // a new URL or a change of allowPrivate is checked again, as on creation
  async update(id: number, input: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    const current = await this.find(id);
    const url = input.url ?? current.url;
    const allowPrivate = input.allowPrivate ?? current.allowPrivate;
    if (url !== current.url || allowPrivate !== current.allowPrivate) await checkUrl(url, allowPrivate);
    const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    if (!(await this.endpoints.update(id, sent))) throw new NotFoundException(WebhookErrors.endpointNotFound);
    return toWebhookEndpointDto((await this.find(id)) ?? current);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.endpoints.remove(id))) throw new NotFoundException(WebhookErrors.endpointNotFound);
  }

  // a new secret signs every try from now on (deliveries waiting for a retry too)
  async rollSecret(id: number): Promise<WebhookEndpointWithSecretDto> {
    const secret = newWebhookSecret();
    if (!(await this.endpoints.update(id, { secretSealed: this.seal.seal(secret) })))
      throw new NotFoundException(WebhookErrors.endpointNotFound);
    return { ...toWebhookEndpointDto(await this.find(id)), secret };
  }

  // A `webhook.test` event to this endpoint alone, whatever it subscribed to; delivered by the worker
  // like any other (it is in the delivery log).
  async sendTest(id: number): Promise<WebhookTestSentDto> {
    const endpoint = await this.find(id);
    if (!endpoint.enabled) throw new ConflictException(WebhookErrors.disabled);
    const eventId = randomUUID();
    const payload = webhookPayload(eventId, WEBHOOK_TEST_EVENT, {
      endpointId: id,
      message: 'A test event from your site.',
    });
    await this.dataSource.transaction((tx) =>
      this.deliveries.enqueue(tx, { id: eventId, type: WEBHOOK_TEST_EVENT, payload }, id),
    );
    return { eventId };
  }

  async listDeliveries(query: ListWebhookDeliveriesQuery): Promise<Page<WebhookDeliveryDto>> {
    await this.find(query.endpointId);
    const [page, total] = await Promise.all([
      this.deliveries.listNewestFirst(query.endpointId, pageOf(query)),
      this.deliveries.countOf(query.endpointId),
    ]);
    const attempts = await this.deliveries.attemptsOf(page.items.map((d) => d.id));
    return page.withTotal(total).map((d) => toWebhookDeliveryDto(d, attempts.get(d.id) ?? []));
  }

  // the same row due again (the log keeps one per event and endpoint), its tries so far kept
  async replay(deliveryId: number): Promise<WebhookDeliveryDto> {
    if (!(await this.deliveries.replay(deliveryId))) {
      if (!(await this.deliveries.findById(deliveryId))) throw new NotFoundException(WebhookErrors.deliveryNotFound);
      throw new ConflictException(WebhookErrors.notReplayable);
    }
    const delivery = (await this.deliveries.findById(deliveryId))!;
    const attempts = await this.deliveries.attemptsOf([deliveryId]);
    return toWebhookDeliveryDto(delivery, attempts.get(deliveryId) ?? []);
  }

  private async find(id: number): Promise<WebhookEndpointEntity> {
    const endpoint = await this.endpoints.findById(id);
    if (!endpoint) throw new NotFoundException(WebhookErrors.endpointNotFound);
    return endpoint;
  }
}

// a 400 naming the url field, so the form shows it there
const urlRefused = (message: string) => new ValidationFailedException([{ field: 'url', message }]);

// Registration's check: a full http(s) URL, https unless private addresses are allowed, and a host
// that resolves to no private address unless they are (the worker checks again at each try).
async function checkUrl(text: string, allowPrivate: boolean): Promise<void> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw urlRefused(WebhookUrlErrors.notUrl);
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw urlRefused(WebhookUrlErrors.scheme);
  if (url.username || url.password) throw urlRefused(WebhookUrlErrors.credentials);
  try {
    await resolveTarget(url, allowPrivate);
  } catch (error) {
    if (error instanceof AddressRefused) throw urlRefused(error.message);
    throw error;
  }
}
