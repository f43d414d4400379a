import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HttpCoreModule } from '../../core/http/http-core.module';
import { MAIL_BRAND } from '../../core/mail/mail-brand';
import { SiteSettingsEntity } from './entities/site-settings.entity';
import { SiteImagesService } from './site-images.service';
import { SiteSettingsCache } from './site-settings.cache';
import { SiteSettingsRepository } from './site-settings.repository';
import { SiteController } from './site.controller';
import { SiteService } from './site.service';

@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingsEntity]), HttpCoreModule],
  controllers: [SiteController],
  providers: [
    SiteService,
    SiteImagesService,
    SiteSettingsRepository,
    SiteSettingsCache,
    // the mails' brand, for core's mail module
    { provide: MAIL_BRAND, useExisting: SiteService },
  ],
  exports: [SiteService, MAIL_BRAND],
})
export class SiteModule {}
