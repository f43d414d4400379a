// A replica of the backend in a child process, for the crash tests: the whole app (no HTTP port) on
// DATABASE_URL, mailing SMTP_URL, with the MAIL_* and STRIPE_* settings of its environment. It says
// { ready } once started; told { publish: title } it publishes a post (as Publish Now does), told
// { refund: orderId, admin } it refunds the order as that admin (as the order detail does).
// Run with `node --require ./swc-register.js app-replica.ts`.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../src/app.module';
import { BlogPostsService } from '../../src/modules/blog/blog-posts.service';
import { RefundsService } from '../../src/modules/commerce/orders/refunds.service';
import { testConfig } from './test-context';

interface Command {
  publish?: string;
  refund?: number;
  admin?: number;
}

async function main(): Promise<void> {
  const names = [
    'SMTP_URL',
    'MAIL_CONCURRENCY',
    'MAIL_POLL_SECONDS',
    'MAIL_SENDING_LEASE_SECONDS',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_API_URL',
  ];
  const env = Object.fromEntries(names.map((name) => [name, process.env[name] ?? '']));
  const app = await NestFactory.create(AppModule.forRoot(testConfig(env)), { logger: ['error'] });
  await app.init();
  process.on('message', (message: Command) => {
    if (message.publish) {
      const post = { category: 'Business', excerpt: 'For everyone.', content: '<p>Hello.</p>', published: true };
      void app
        .get(BlogPostsService)
        .create({ ...post, title: message.publish })
        .then((created) => process.send!({ published: created.id }));
    }
    if (message.refund)
      app
        .get(RefundsService)
        .refund(message.refund, undefined, message.admin!)
        .then(
          (outcome) => process.send!({ refunded: outcome }),
          (error: Error) => process.send!({ failed: error.message }),
        );
  });
  process.send!({ ready: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
