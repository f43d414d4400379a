// The backend as main.ts starts it, tracing first (on when OTEL_EXPORTER_OTLP_ENDPOINT is set), in a
// child process of the traces suite: the SDK patches http and pg as they load, which it cannot do
// in Jest's module registry. JSON log lines (errors on stderr), as in production. Two routes of its
// own under /api/test-traces: `work` (a query, a fetch to OUTGOING_URL as Gemini's SDK makes one, a
// call through Stripe's SDK to the same far end, a mail through SMTP_URL) and `failure` (a query,
// then an error: a 500). Says { port } once it listens.
// Run with `node --require ../support/swc-register.js traced-app.ts`.
import { tracing } from '../../src/core/observability/tracing';
import 'reflect-metadata';
import { Controller, type DynamicModule, Get, Module } from '@nestjs/common';
import { ModuleRef, NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { AppModule } from '../../src/app.module';
import { Public } from '../../src/core/access/access.decorators';
import type { AppConfig } from '../../src/core/config/app-config';
import { configureApp } from '../../src/core/http/configure-app';
import { createLogger } from '../../src/core/logging/create-logger';
import { MailService } from '../../src/core/mail/mail.service';
import { createStripeClient } from '../../src/modules/commerce/payments/stripe.provider';
import { testConfig } from '../support/test-context';

const config = () => testConfig({ SMTP_URL: process.env.SMTP_URL ?? '', LOG_LEVEL: 'info' });

@Controller('test-traces')
class TracedRoutesController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly modules: ModuleRef,
  ) {}

  @Get('work')
  @Public()
  async work(): Promise<{ done: boolean }> {
    await this.dataSource.query('SELECT 1 AS traced');
    const outgoing = await fetch(`${process.env.OUTGOING_URL!}/outgoing`);
    await outgoing.text();
    // Stripe's SDK, as the shop makes its calls (node's http client), to the same far end
    const stripe = createStripeClient({
      ...config(),
      stripeSecretKey: 'sk_test_traced',
      stripeApiUrl: process.env.OUTGOING_URL!,
    });
    await stripe.customers.retrieve('cus_traced');
    const mail = this.modules.get(MailService, { strict: false });
    await mail.send({ to: 'reader@example.com', subject: 'Traced', html: '<p>Traced</p>', text: 'Traced' });
    return { done: true };
  }

  @Get('failure')
  @Public()
  async failure(): Promise<never> {
    await this.dataSource.query('SELECT 1 AS traced');
    throw new Error('the failure the traces test asked for');
  }
}

@Module({})
class TracedAppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: TracedAppModule, imports: [AppModule.forRoot(config)], controllers: [TracedRoutesController] };
  }
}

async function main(): Promise<void> {
  const settings = config();
  const logger = createLogger({ ...settings, nodeEnv: 'production' });
  const app = await NestFactory.create<NestExpressApplication>(TracedAppModule.forRoot(settings), {
    logger,
    bodyParser: false,
    rawBody: true,
  });
  configureApp(app, settings);
  await app.listen(0, '127.0.0.1');
  process.send!({ port: (app.getHttpServer().address() as AddressInfo).port, tracing: tracing !== null });
  process.on('message', (message: { stop?: boolean }) => {
    if (!message.stop) return;
    // the spans still in the batch are sent before it ends
    void app
      .close()
      .then(() => tracing?.shutdown())
      .then(() => process.exit(0));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
