import { Module } from '@nestjs/common';
import { PAGE_RENDERER } from '../../core/http/spa.middleware';
import { AutomationsModule } from '../automations';
import { BlogModule } from '../blog';
import { CommerceModule } from '../commerce';
import { ContentModule } from '../content';
import { ImportsModule } from '../imports';
import { LegalModule } from '../legal';
import { SiteModule } from '../site';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import { loadServerEntry, PageRendererService, SERVER_ENTRY } from './page-renderer.service';
import { pageServicesProvider } from './page-services';
import { PublicPageRegistry } from './public-page-registry';
import { SiteFilesController } from './site-files.controller';
import { SiteFilesService } from './site-files.service';

// The SPA's pages as the server renders them (core's SPA middleware asks PAGE_RENDERER), with
// their <head> for search and sharing; the sitemap, robots.txt, the icons and the manifest.
@Module({
  imports: [AutomationsModule, BlogModule, CommerceModule, ContentModule, ImportsModule, LegalModule, SiteModule],
  controllers: [SiteFilesController],
  providers: [
    PageRendererService,
    PublicPageRegistry,
    pageServicesProvider,
    SiteFilesService,
    { provide: PAGE_RENDERER, useExisting: PageRendererService },
    { provide: SERVER_ENTRY, inject: [APP_CONFIG], useFactory: (config: AppConfig) => loadServerEntry(config) },
  ],
  // other modules register their public pages (a course's)
  exports: [PublicPageRegistry],
})
export class PagesModule {}
