import { DynamicModule, Global, Module, type ModuleMetadata } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { BrandedMailRenderer } from './mail-brand';
import { MailService } from './mail.service';
import { MailOutbox } from './mail-outbox';
import { MAIL_OUTBOX_OPTIONS, mailOutboxOptions } from './mail-outbox.options';
import { MailOutboxReportsRepository } from './mail-outbox-reports.repository';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailOutboxMetrics } from './mail-outbox.metrics';
import { MailOutboxSender } from './mail-outbox.sender';
import { MailOutboxWorker } from './mail-outbox.worker';
import { MailRenderer } from './mail-renderer';
import { AdminMailSuppressionsController } from './admin-mail-suppressions.controller';
import { MailFeedbackController } from './mail-feedback.controller';
import { MailFeedbackService } from './mail-feedback.service';
import { MailSuppressionEntity } from './mail-suppression.entity';
import { MailSuppressions } from './mail-suppressions';
import { MailSuppressionsRepository } from './mail-suppressions.repository';

type ImportedModule = NonNullable<ModuleMetadata['imports']>[number];

// Modules see the outbox, the renderers and the clean list: they register their kinds
// (provideMails), enqueue, render previews and lift an address its person confirmed anew
// (MailSuppressions); the worker alone sends. The clean list's routes are core's own: the mail
// provider's feedback and the owner's list of undeliverable addresses. `brandFrom` is the module that provides MAIL_BRAND (the
// site's), named by the app: core imports no module.
@Global()
@Module({})
export class MailModule {
  static forRoot(brandFrom: ImportedModule): DynamicModule {
    return {
      module: MailModule,
      imports: [brandFrom, TypeOrmModule.forFeature([MailSuppressionEntity])],
      controllers: [MailFeedbackController, AdminMailSuppressionsController],
      providers: [
        MailService,
        MailOutbox,
        MailOutboxRepository,
        MailOutboxReportsRepository,
        MailOutboxSender,
        MailOutboxMetrics,
        MailOutboxWorker,
        MailRenderer,
        BrandedMailRenderer,
        MailSuppressionsRepository,
        MailSuppressions,
        MailFeedbackService,
        {
          provide: MAIL_OUTBOX_OPTIONS,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => mailOutboxOptions(config),
        },
      ],
      exports: [MailOutbox, BrandedMailRenderer, MailSuppressions],
    };
  }
}
