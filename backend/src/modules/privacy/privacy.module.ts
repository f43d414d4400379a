import { Module } from '@nestjs/common';
import { HttpCoreModule } from '../../core/http/http-core.module';
import { AuthModule } from '../auth';
import { BlogModule } from '../blog';
import { CommerceModule } from '../commerce';
import { SiteModule } from '../site';
import { AccountDataController } from './account-data.controller';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { EmailPreferencesController } from './email-preferences.controller';
import { EmailPreferencesService } from './email-preferences.service';

// What a customer decides about their own data, across the modules that keep it: e-mail
// preferences, the data export, deleting the account.
@Module({
  imports: [HttpCoreModule, AuthModule, BlogModule, CommerceModule, SiteModule],
  controllers: [EmailPreferencesController, AccountDataController],
  providers: [EmailPreferencesService, AccountExportService, AccountDeletionService],
})
export class PrivacyModule {}
