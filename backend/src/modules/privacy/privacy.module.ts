import { Module } from '@nestjs/common';
import { HttpCoreModule } from '../../core/http/http-core.module';
import { AuthModule } from '../auth';
import { BlogModule } from '../blog';
import { SiteModule } from '../site';
import { AccountDataController } from './account-data.controller';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { EmailPreferencesController } from './email-preferences.controller';
import { EmailPreferencesService } from './email-preferences.service';
import { MailDeliverabilityPersonalData } from './mail-deliverability-personal-data';

// What a customer decides about their own data, across the modules that keep it: e-mail
// preferences, the data export, deleting the account. The modules register their part of the
// export and the deletion (core/privacy); privacy knows only auth (the account) and the blog's list.
@Module({
  imports: [HttpCoreModule, AuthModule, BlogModule, SiteModule],
  controllers: [EmailPreferencesController, AccountDataController],
  providers: [EmailPreferencesService, AccountExportService, AccountDeletionService, MailDeliverabilityPersonalData],
})
export class PrivacyModule {}
