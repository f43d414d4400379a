import { ConsoleLogger, Global, Module, type ModuleMetadata } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { Test, type TestingModule } from '@nestjs/testing';
import type { CronJob } from 'cron';
import { DataSource } from 'typeorm';
import { ConfigModule } from '../../src/core/config/config.module';
import { DatabaseModule } from '../../src/core/database/database.module';
import { runMigrations } from '../../src/core/database/run-migrations';
import { MailModule } from '../../src/core/mail/mail.module';
import { ObservabilityModule } from '../../src/core/observability/observability.module';
import { PersonalDataModule } from '../../src/core/privacy/personal-data.module';
import { AudienceModule } from '../../src/core/audience/audience.module';
import { AuditModule } from '../../src/core/audit/audit.module';
import { KnowledgeModule } from '../../src/core/knowledge/knowledge.module';
import { DomainEventsModule } from '../../src/core/events/domain-events.module';
import { StorageModule } from '../../src/core/storage/storage.module';
import { SiteModule } from '../../src/modules/site';
import { type TestContext, testConfig } from './test-context';

// Nest's registry of scheduled jobs, where no job runs: a module's cron registers its jobs as the
// app starts (core/time/zoned-cron.ts), and a suite calls what a tick would call, when it means to.
// (@Cron methods only run under ScheduleModule, which this tier leaves out.)
class InertSchedulerRegistry extends SchedulerRegistry {
  override addCronJob(name: string, job: CronJob): void {
    void job.stop();
    super.addCronJob(name, job);
  }
}

@Global()
@Module({ providers: [{ provide: SchedulerRegistry, useClass: InertSchedulerRegistry }], exports: [SchedulerRegistry] })
class InertScheduleModule {}

// The global modules of app.module that most feature modules lean on: the mail outbox (with the
// site's branding), the registries of personal data, of segment conditions and of the assistant's
// knowledge sources, the file storage, the audit log (controllers note actions in it). A suite
// names them when its modules need them.
export const globalModules = () => [
  MailModule.forRoot(SiteModule),
  PersonalDataModule,
  AudienceModule,
  KnowledgeModule,
  DomainEventsModule,
  StorageModule,
  AuditModule,
];

// the services of a few modules, as an application context: `app.get` reaches their providers
export interface ServiceModule extends TestContext {
  app: TestingModule;
}

// The medium tier of the backend tests (*.service-spec.ts): the modules a suite names, on the
// configuration and the database the whole app would have (ConfigModule, DatabaseModule), started
// (`init`: the lifecycle hooks run) but without HTTP, and with inert crons. What app.module adds
// besides the feature modules is named by the suite when it needs it (globalModules()).
export async function createServiceModule(options: {
  imports: NonNullable<ModuleMetadata['imports']>;
  env?: Record<string, string>;
  providers?: ModuleMetadata['providers'];
  // [provider token, value]: e.g. a clock in the test's hands
  overrides?: [unknown, unknown][];
}): Promise<ServiceModule> {
  const config = testConfig(options.env);
  const builder = Test.createTestingModule({
    imports: [
      ConfigModule.forRoot(config),
      DatabaseModule,
      InertScheduleModule,
      ObservabilityModule,
      ...options.imports,
    ],
    providers: options.providers ?? [],
  });
  for (const [token, value] of options.overrides ?? []) builder.overrideProvider(token).useValue(value);
  // errors only (Nest's testing logger), as the whole app logs in tests; TEST_LOGS: everything
  if (process.env.TEST_LOGS) builder.setLogger(new ConsoleLogger());
  const app = await builder.compile();
  const dataSource = app.get(DataSource);
  // as the app does before it starts (a no-op on a worker's database, which is migrated already)
  await runMigrations(dataSource);
  await app.init();
  return { app, config, dataSource, close: () => app.close() };
}
