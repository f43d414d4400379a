import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailService } from './mail.service';
import { MailOutbox } from './mail-outbox';
import { MAIL_OUTBOX_OPTIONS, mailOutboxOptions } from './mail-outbox.options';
import { MailOutboxReportsRepository } from './mail-outbox-reports.repository';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailOutboxSender } from './mail-outbox.sender';
import { MailOutboxWorker } from './mail-outbox.worker';
import { MailRenderer } from './mail-renderer';

// Modules see the outbox and the renderer: they register their kinds, enqueue, and render their
// mails from templates; the worker alone sends.
@Global()
@Module({
  providers: [
    MailService,
    MailOutbox,
    MailOutboxRepository,
    MailOutboxReportsRepository,
    MailOutboxSender,
    MailOutboxWorker,
    MailRenderer,
    {
      provide: MAIL_OUTBOX_OPTIONS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => mailOutboxOptions(config),
    },
  ],
  exports: [MailOutbox, MailRenderer],
})
export class MailModule {}
