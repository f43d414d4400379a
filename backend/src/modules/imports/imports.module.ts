import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogModule } from '../blog';
import { ContentModule } from '../content';
import { SiteModule } from '../site';
import { RedirectEntity } from './entities/redirect.entity';
import { ImportItemsRepository } from './import-items.repository';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';
import { RedirectsRepository } from './redirects.repository';
import { RedirectsService } from './redirects.service';

// Moving in from Ghost, WordPress or Substack: posts, images and subscribers through the blog's and
// the content's services, and the old addresses redirected (the pages ask RedirectsService).
@Module({
  imports: [TypeOrmModule.forFeature([RedirectEntity]), BlogModule, ContentModule, SiteModule],
  controllers: [ImportsController],
  providers: [ImportsService, ImportItemsRepository, RedirectsRepository, RedirectsService],
  exports: [RedirectsService],
})
export class ImportsModule {}
