import { WEBHOOK_EVENT_VALUES, type WebhookEvent } from '@coach/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ID_SCHEMA, INT4_MAX } from '../../../core/http/int4';
import { Omittable } from '../../../core/http/omittable';
import { trimmed } from '../../../core/http/transforms';
import { PageQuery } from '../../../core/paging/page-query.dto';
import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type WebhookDeliveryEntity,
} from '../entities/webhook-delivery.entity';
import type { WebhookEndpointEntity } from '../entities/webhook-endpoint.entity';
import type { AttemptRow } from '../webhook-deliveries.repository';

const EVENTS_MESSAGE = `events must be a list of one or more of: ${WEBHOOK_EVENT_VALUES.join(', ')}`;

// The fields of an endpoint as the owner edits them; on an update each may be left out (kept).
class EndpointFieldsDto {
  @ApiProperty({
    example: 'https://hooks.example.com/coach',
    maxLength: 2000,
    description: 'Where events are POSTed: https (http only with allowPrivate); checked for private addresses',
  })
  @Transform(trimmed)
  @MaxLength(2000, { message: 'url must be at most 2000 characters' })
  @IsString({ message: 'url must be a web address' })
  url: string;

  @ApiPropertyOptional({ maxLength: 200, default: '' })
  @Omittable()
  @Transform(trimmed)
  @MaxLength(200, { message: 'description must be at most 200 characters' })
  @IsString({ message: 'description must be text' })
  description?: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_VALUES, isArray: true, description: 'The events this endpoint receives' })
  @IsIn(WEBHOOK_EVENT_VALUES, { each: true, message: EVENTS_MESSAGE })
  @ArrayUnique({ message: 'events must name each event once' })
  @ArrayMinSize(1, { message: EVENTS_MESSAGE })
  @IsArray({ message: EVENTS_MESSAGE })
  events: WebhookEvent[];

  @ApiPropertyOptional({
    default: false,
    description:
      'Let deliveries reach private, loopback and link-local addresses (and plain http): only for a receiver ' +
      'on your own network, as it lets the site call inside it',
  })
  @Omittable()
  @IsBoolean({ message: 'allowPrivate must be true or false' })
  allowPrivate?: boolean;

  @ApiPropertyOptional({ default: true, description: 'Switched off, the endpoint gets no new deliveries' })
  @Omittable()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}

export class CreateWebhookEndpointDto extends EndpointFieldsDto {}

export class UpdateWebhookEndpointDto {
  @ApiPropertyOptional({ maxLength: 2000 })
  @Omittable()
  @Transform(trimmed)
  @MaxLength(2000, { message: 'url must be at most 2000 characters' })
  @IsString({ message: 'url must be a web address' })
  url?: string;

  @ApiPropertyOptional({ maxLength: 200 })
  @Omittable()
  @Transform(trimmed)
  @MaxLength(200, { message: 'description must be at most 200 characters' })
  @IsString({ message: 'description must be text' })
  description?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_VALUES, isArray: true })
  @Omittable()
  @IsIn(WEBHOOK_EVENT_VALUES, { each: true, message: EVENTS_MESSAGE })
  @ArrayUnique({ message: 'events must name each event once' })
  @ArrayMinSize(1, { message: EVENTS_MESSAGE })
  @IsArray({ message: EVENTS_MESSAGE })
  events?: WebhookEvent[];

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean({ message: 'allowPrivate must be true or false' })
  allowPrivate?: boolean;

  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled?: boolean;
}

export class WebhookEndpointDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty() url: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_VALUES, isArray: true }) events: WebhookEvent[];
  @ApiProperty() allowPrivate: boolean;
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export const toWebhookEndpointDto = (e: WebhookEndpointEntity): WebhookEndpointDto => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: e.events as WebhookEvent[],
  allowPrivate: e.allowPrivate,
  enabled: e.enabled,
  createdAt: e.createdAt.toISOString(),
});

// The secret is in this answer only (creation, rolling it): the site keeps it sealed and never shows it again.
export class WebhookEndpointWithSecretDto extends WebhookEndpointDto {
  @ApiProperty({
    example: 'whsec_…',
    description: 'The signing secret (HMAC-SHA256 of "<t>.<body>"): shown this once, store it with the receiver',
  })
  secret: string;
}

export class WebhookAttemptDto {
  @ApiProperty({ minimum: 1 }) attempt: number;
  @ApiProperty({ type: String, format: 'date-time' }) at: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The receiver’s HTTP status; null when it did not answer' })
  statusCode: number | null;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
  @ApiProperty() durationMs: number;
}

export class WebhookDeliveryDto {
  @ApiProperty(ID_SCHEMA) id: number;
  @ApiProperty({ format: 'uuid', description: 'The event’s id, sent as the Webhook-Id header' }) eventId: string;
  @ApiProperty() eventType: string;
  @ApiProperty({ enum: DELIVERY_STATUSES }) status: DeliveryStatus;
  @ApiProperty({ description: 'Tries so far, replays included' }) attempts: number;
  @ApiProperty({ type: Number, nullable: true }) lastStatusCode: number | null;
  @ApiProperty({ type: String, nullable: true }) lastError: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the next try is due (pending)' })
  nextAttemptAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The body sent' })
  payload: Record<string, unknown>;
  @ApiProperty({ type: [WebhookAttemptDto] }) attemptLog: WebhookAttemptDto[];
}

export const toWebhookDeliveryDto = (d: WebhookDeliveryEntity, attempts: AttemptRow[]): WebhookDeliveryDto => ({
  id: d.id,
  eventId: d.eventId,
  eventType: d.eventType,
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode,
  lastError: d.lastError,
  nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
  deliveredAt: d.deliveredAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
  payload: d.payload,
  attemptLog: attempts.map((a) => ({ ...a, at: a.at.toISOString() })),
});

const ENDPOINT_ID = 'endpointId must be the id of a webhook endpoint';

export class ListWebhookDeliveriesQuery extends PageQuery {
  @ApiProperty({ ...ID_SCHEMA, description: 'The endpoint whose deliveries to list' })
  @Type(() => Number)
  @Max(INT4_MAX, { message: ENDPOINT_ID })
  @Min(1, { message: ENDPOINT_ID })
  @IsInt({ message: ENDPOINT_ID })
  endpointId: number;
}

export class WebhookTestSentDto {
  @ApiProperty({ format: 'uuid', description: 'The test event’s id (its Webhook-Id)' }) eventId: string;
}
