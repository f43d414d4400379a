// The stack of the mail benches (newsletter, broadcast): the built backend (make build) on
// DATABASE_URL or, when it is empty, an embedded PostgreSQL in a temp folder (the database is
// yours to throw away), mailing a loopback SMTP server that counts what arrives and to whom, and a
// sampler of the process's peak memory. MAIL_CONCURRENCY is read as the server reads it.
import { chmodSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const require = createRequire(import.meta.url);
export const dist = (p) => require(path.resolve(import.meta.dirname, '../dist', p));

export async function startMailStack() {
  const { NestFactory } = require('@nestjs/core');
  const { Logger } = require('@nestjs/common');
  const { DataSource } = require('typeorm');
  const { AppModule } = dist('app.module.js');
  const { loadConfig } = dist('core/config/app-config.js');
  const { prepareDatabase } = dist('core/database/prepare-database.js');
  const { startEmbeddedPostgres } = dist('core/database/embedded-postgres.js');
  Logger.overrideLogger(['error', 'warn']);

  const mails = { received: 0, recipients: new Set() };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        mails.received++;
        for (const r of session.envelope.rcptTo) mails.recipients.add(r.address);
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

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
    SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    MAIL_CONCURRENCY: process.env.MAIL_CONCURRENCY,
  });
  // created without init, so the schema is migrated before the workers start (as the server does)
  const app = await NestFactory.create(AppModule.forRoot(config), { logger: ['error', 'warn'], rawBody: true });
  await prepareDatabase(app, config);
  await app.init();

  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const ds = app.get(DataSource);
  return {
    app,
    ds,
    config,
    mails,
    peakMb: () => (peakRss / 1024 / 1024).toFixed(0),
    // until `count` addresses have had their mail, then until the outbox has marked them all
    async arrived(count, started) {
      while (mails.recipients.size < count) {
        await new Promise((r) => setTimeout(r, 100));
        if (performance.now() - started > 15 * 60_000)
          throw new Error(`only ${mails.received} of ${count} arrived in 15 minutes`);
      }
      const seconds = (performance.now() - started) / 1000;
      while ((await ds.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status IN ('pending', 'sending')`))[0].n)
        await new Promise((r) => setTimeout(r, 100));
      const [{ sent }] = await ds.query(`SELECT count(*)::int AS sent FROM mail_outbox WHERE status = 'sent'`);
      return { seconds, sent };
    },
    async close() {
      clearInterval(sampler);
      await app.close();
      await embedded?.stop();
      smtp.close();
    },
  };
}
