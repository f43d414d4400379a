// A replica of the backend in a child process, for the crash tests: the whole app (no HTTP port) on
// DATABASE_URL, mailing SMTP_URL, with the MAIL_* and STRIPE_* settings of its environment. It says
// { ready } once started; told { publish: title } it publishes a post (as Publish Now does), told
// { refund: orderId, admin } it refunds the order as that admin (as the order detail does), told
// { join: { userId, tierId, interval } } that account joins the tier (as POST
// /api/account/membership does; { change: … } changes its membership to it, as POST …/change does),
// told { upsell: { userId, orderId } } that account says "Yes, add it" to the order's upsell (as POST
// /api/upsell-offers/:orderId/accept does), told { webhook: { payload, signature } } it takes that delivery of Stripe's webhook (as POST
// /api/stripe/webhook does), told { runSequences: true } it runs the sequences' due steps (as its
// minute's cron does), told { publishDated: instant } it publishes the posts scheduled for a date
// that are due at that instant (as its minute's cron does). Run with `node --require ./swc-register.js app-replica.ts`.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../src/app.module';
import { UsersService } from '../../src/modules/auth';
import { BlogPostsService } from '../../src/modules/blog/blog-posts.service';
import { PublishingService } from '../../src/modules/blog/publishing.service';
import { PaymentsService } from '../../src/modules/commerce/checkout/payments.service';
import { UpsellsService } from '../../src/modules/commerce/offers/upsells.service';
import { RefundsService } from '../../src/modules/commerce/orders/refunds.service';
import { SequenceRunner } from '../../src/modules/automations/sequences/sequence-runner';
import { JoiningService } from '../../src/modules/memberships/account/joining.service';
import { TierChangesService } from '../../src/modules/memberships/account/tier-changes.service';
import { testConfig } from './test-context';

interface Command {
  publish?: string;
  refund?: number;
  admin?: number;
  join?: { userId: number; tierId: number; interval: 'month' | 'year' };
  change?: { userId: number; tierId: number; interval: 'month' | 'year' };
  upsell?: { userId: number; orderId: number };
  webhook?: { payload: string; signature: string };
  runSequences?: boolean;
  publishDated?: string;
}

// the command's answer, or why it failed
const answer = (name: string, work: Promise<unknown>) =>
  work.then(
    (value) => process.send!({ [name]: value ?? true }),
    (error: Error) => process.send!({ failed: error.message }),
  );

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
      void answer('refunded', app.get(RefundsService).refund(message.refund, undefined, message.admin!));
    const { join, change, webhook } = message;
    if (change) void answer('changed', app.get(TierChangesService).change(change.userId, change));
    if (join) {
      const joining = async () => {
        const [user] = await app.get(UsersService).findByIds([join.userId]);
        return app.get(JoiningService).join(user, { tierId: join.tierId, interval: join.interval });
      };
      void answer('joined', joining());
    }
    const { upsell } = message;
    if (upsell) {
      const accepting = async () => {
        const [user] = await app.get(UsersService).findByIds([upsell.userId]);
        return app.get(UpsellsService).accept(user, upsell.orderId, { ip: undefined, userAgent: undefined });
      };
      void answer('accepted', accepting());
    }
    if (message.runSequences) void answer('ran', app.get(SequenceRunner).run());
    if (message.publishDated) {
      const published = app.get(PublishingService).publishDated(new Date(message.publishDated));
      void answer(
        'publishedDated',
        published.then((posts) => posts.map((p) => p.id)),
      );
    }
    if (webhook) {
      const delivery = app.get(PaymentsService).handleWebhook(Buffer.from(webhook.payload), webhook.signature);
      void answer('delivered', delivery);
    }
  });
  process.send!({ ready: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
