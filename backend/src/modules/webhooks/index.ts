// What other modules may use of webhooks: the module (it listens to their events; nobody calls it).
export { WebhooksModule } from './webhooks.module';
