#!/usr/bin/env node
// Sends one post to 10,000 subscribers through the mail outbox and a loopback SMTP server, and
// prints mails per second, duplicates (by recipient) and the peak memory of the process. Uses the
// built backend (make build) on DATABASE_URL or, when it is empty, an embedded PostgreSQL in a temp
// folder; the database is yours to throw away. MAIL_CONCURRENCY is read as the server reads it.
// Usage: node backend/bench/newsletter.bench.mjs [subscribers]
import { createRequire } from 'node:module';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const require = createRequire(import.meta.url);
const dist = (p) => require(path.resolve(import.meta.dirname, '../dist', p));
const { NestFactory } = require('@nestjs/core');
const { Logger } = require('@nestjs/common');
const { DataSource } = require('typeorm');
const { AppModule } = dist('app.module.js');
const { loadConfig } = dist('core/config/app-config.js');
const { prepareDatabase } = dist('core/database/prepare-database.js');
const { startEmbeddedPostgres } = dist('core/database/embedded-postgres.js');
const { BlogPostsService } = dist('modules/blog/blog-posts.service.js');

const COUNT = Number(process.argv[2] ?? 10_000);
Logger.overrideLogger(['error', 'warn']);

let received = 0;
const recipients = new Set();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received++;
      for (const r of session.envelope.rcptTo) recipients.add(r.address);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const work = mkdtempSync(path.join(tmpdir(), 'coach-bench-'));
chmodSync(work, 0o755);
let embedded = null;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres(work);
  databaseUrl = embedded.url;
}
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: work,
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: 'bench',
  ADMIN_SECRET: 'bench',
  SEED_DEMO: 'false',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_CONCURRENCY: process.env.MAIL_CONCURRENCY,
});
// created without init, so the schema is migrated before the workers start (as the server does)
const app = await NestFactory.create(AppModule.forRoot(config), { logger: ['error', 'warn'], rawBody: true });
await prepareDatabase(app, config);
await app.init();
const ds = app.get(DataSource);
await ds.query('TRUNCATE blog_posts, subscribers, newsletter_issues, mail_outbox RESTART IDENTITY CASCADE');
await ds.query(
  `INSERT INTO subscribers (email, unsubscribe_token)
   SELECT 'reader' || g || '@example.com', md5('bench' || g) FROM generate_series(1, $1) g`,
  [COUNT],
);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
const started = performance.now();
await app.get(BlogPostsService).create({
  title: 'Benchmark post',
  category: 'Business',
  excerpt: 'One post to every subscriber.',
  content: '<p>Hello, readers.</p>',
  published: true,
});
const queued = performance.now();
while (recipients.size < COUNT) {
  await new Promise((r) => setTimeout(r, 100));
  if (performance.now() - started > 15 * 60_000) throw new Error(`only ${received} of ${COUNT} arrived in 15 minutes`);
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
// the last marks follow the last SMTP answers
while ((await ds.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status IN ('pending', 'sending')`))[0].n) {
  await new Promise((r) => setTimeout(r, 100));
}
const [{ sent }] = await ds.query(`SELECT count(*)::int AS sent FROM mail_outbox WHERE status = 'sent'`);

console.log(
  `Newsletter to ${COUNT} subscribers through the mail outbox and loopback SMTP (${config.mailConcurrency} lanes)`,
);
console.log(`  publish + queue: ${(queued - started).toFixed(0)} ms`);
console.log(`  all ${received} mails received in ${seconds.toFixed(1)} s: ${(COUNT / seconds).toFixed(0)} mails/s`);
console.log(
  `  outbox rows marked sent: ${sent}; duplicates: ${received - recipients.size}; missing: ${COUNT - recipients.size}`,
);
console.log(`  peak memory (RSS): ${(peakRss / 1024 / 1024).toFixed(0)} MB`);

await app.close();
await embedded?.stop();
smtp.close();
