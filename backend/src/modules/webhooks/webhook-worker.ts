import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { type ClaimedDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { WebhookSecretSeal } from './webhook-secret-seal';
import { WebhookSender } from './webhook-sender';
import { WEBHOOK_OPTIONS, type WebhookOptions } from './webhook.options';

// Sends the due deliveries, on every replica: each claims one row at a time (FOR UPDATE SKIP LOCKED,
// so no two replicas take one row), POSTs it and records the try with its outcome. A replica killed
// mid-try leaves its row "delivering"; after the lease another takes it (the receiver may then see
// the event twice: Webhook-Id is there to drop the repeat; the log still has one row).
@Injectable()
export class WebhookWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private poll: NodeJS.Timeout | undefined;
  private running: Promise<number> | null = null;
  private stopping = false;

  constructor(
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly seal: WebhookSecretSeal,
    private readonly sender: WebhookSender,
    @Inject(WEBHOOK_OPTIONS) private readonly options: WebhookOptions,
  ) {}

  onApplicationBootstrap(): void {
    if (this.options.pollMs > 0) this.poll = setInterval(() => void this.deliverDue(), this.options.pollMs);
  }

  // Stop claiming; the try in hand ends (within the timeout) and is recorded before the database
  // closes (Nest destroys modules before TypeORM's shutdown closes the pool).
  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    clearInterval(this.poll);
    await this.running;
  }

  // Delivers every due delivery, one after the other; answers how many tries were made. A call while
  // a round runs joins it (the tests call this instead of waiting for the poll).
  deliverDue(): Promise<number> {
    this.running ??= this.round()
      .catch((error: unknown) => {
        this.logger.warn(`Delivering paused until the next poll: ${error instanceof Error ? error.message : error}`);
        return 0;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  private async round(): Promise<number> {
    let tries = 0;
    while (!this.stopping) {
      const delivery = await this.deliveries.claimNext(this.options.leaseMs);
      if (!delivery) break;
      if (this.stopping) {
        await this.deliveries.release(delivery);
        break;
      }
      await this.attempt(delivery);
      tries++;
    }
    return tries;
  }

  private async attempt(delivery: ClaimedDelivery): Promise<void> {
    const endpoint = await this.endpoints.findWithSecret(delivery.endpointId);
    const secret = endpoint ? this.seal.open(endpoint.secretSealed) : null;
    const outcome =
      endpoint && secret
        ? await this.sender.post({
            url: endpoint.url,
            allowPrivate: endpoint.allowPrivate,
            secret,
            eventId: delivery.eventId,
            body: JSON.stringify(delivery.payload),
          })
        : {
            statusCode: null,
            error: 'Not sent: the endpoint’s secret cannot be opened (SESSION_SECRET changed?)',
            durationMs: 0,
          };
    const delay = this.options.retryDelaysMs[delivery.roundAttempts - 1];
    const retryInMs = outcome.error === null ? null : delay === undefined ? 'failed' : delay;
    await this.deliveries.record({ delivery, ...outcome, retryInMs });
    if (retryInMs === 'failed')
      this.logger.warn(
        `Webhook ${delivery.eventId} to endpoint ${delivery.endpointId} failed for good: ${outcome.error}`,
      );
  }
}
