import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { HttpCoreModule } from '../../core/http/http-core.module';
import { SiteSettingsEntity } from './entities/site-settings.entity';
import { SiteImagesService } from './site-images.service';
import { SiteSettingsCache } from './site-settings.cache';
import { SiteSettingsRepository } from './site-settings.repository';
import { SiteController } from './site.controller';
import { SiteService } from './site.service';

@Module({
  imports: [TypeOrmModule.forFeature([SiteSettingsEntity]), HttpCoreModule],
  controllers: [SiteController],
  providers: [SiteService, SiteImagesService, SiteSettingsRepository, SiteSettingsCache],
  exports: [SiteService],
})
export class SiteModule {}
