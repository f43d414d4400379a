// A replica of the backend in a child process, for the mail outbox crash test: the whole app (no
// HTTP port) on DATABASE_URL, mailing SMTP_URL, with the MAIL_* settings of its environment. It
// says { ready } once started, and publishes a post when told { publish } (as Publish Now does).
// Run with `node --require ./swc-register.js outbox-replica.ts`.
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../src/app.module';
import { BlogPostsService } from '../../src/modules/blog/blog-posts.service';
import { testConfig } from './test-app';

async function main(): Promise<void> {
  const names = ['SMTP_URL', 'MAIL_CONCURRENCY', 'MAIL_POLL_SECONDS', 'MAIL_SENDING_LEASE_SECONDS'];
  const env = Object.fromEntries(names.map((name) => [name, process.env[name] ?? '']));
  const app = await NestFactory.create(AppModule.forRoot(testConfig(env)), { logger: ['error'] });
  await app.init();
  process.on('message', (message: { publish?: string }) => {
    if (!message.publish) return;
    const post = { category: 'Business', excerpt: 'For everyone.', content: '<p>Hello.</p>', published: true };
    void app
      .get(BlogPostsService)
      .create({ ...post, title: message.publish })
      .then((created) => process.send!({ published: created.id }));
  });
  process.send!({ ready: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
