import { DynamicModule, Global, Module, type ModuleMetadata } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { BrandedMailRenderer } from './mail-brand';
import { MailService } from './mail.service';
import { MailOutbox } from './mail-outbox';
import { MAIL_OUTBOX_OPTIONS, mailOutboxOptions } from './mail-outbox.options';
import { MailOutboxReportsRepository } from './mail-outbox-reports.repository';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailOutboxSender } from './mail-outbox.sender';
import { MailOutboxWorker } from './mail-outbox.worker';
import { MailRenderer } from './mail-renderer';

type ImportedModule = NonNullable<ModuleMetadata['imports']>[number];

// Modules see the outbox and the renderers: they register their kinds (provideMails), enqueue, and
// render previews; the worker alone sends. `brandFrom` is the module that provides MAIL_BRAND (the
// site's), named by the app: core imports no module.
@Global()
@Module({})
export class MailModule {
  static forRoot(brandFrom: ImportedModule): DynamicModule {
    return {
      module: MailModule,
      imports: [brandFrom],
      providers: [
        MailService,
        MailOutbox,
        MailOutboxRepository,
        MailOutboxReportsRepository,
        MailOutboxSender,
        MailOutboxWorker,
        MailRenderer,
        BrandedMailRenderer,
        {
          provide: MAIL_OUTBOX_OPTIONS,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => mailOutboxOptions(config),
        },
      ],
      exports: [MailOutbox, BrandedMailRenderer],
    };
  }
}
