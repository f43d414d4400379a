import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookDeliveryEntity } from './entities/webhook-delivery.entity';
import { WebhookEndpointEntity } from './entities/webhook-endpoint.entity';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookHooks } from './webhook-hooks';
import { WebhookSecretSeal } from './webhook-secret-seal';
import { WebhookSender } from './webhook-sender';
import { WebhookWorker } from './webhook-worker';
import { DEFAULT_WEBHOOK_OPTIONS, WEBHOOK_OPTIONS } from './webhook.options';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

// Outbound webhooks (issue 51): the owner's endpoints get the site's events, signed, retried for a
// day, once per event and endpoint in the log, never to a private address unless allowed.
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEndpointEntity, WebhookDeliveryEntity])],
  controllers: [WebhooksController],
  providers: [
    { provide: WEBHOOK_OPTIONS, useValue: DEFAULT_WEBHOOK_OPTIONS },
    WebhooksService,
    WebhookEndpointsRepository,
    WebhookDeliveriesRepository,
    WebhookSecretSeal,
    WebhookSender,
    WebhookWorker,
    WebhookHooks,
  ],
})
export class WebhooksModule {}
