import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';
import { PageContentController } from './page-content.controller';
import { PageContentService } from './page-content.service';

@Module({
  controllers: [ImagesController, PageContentController],
  providers: [ImagesService, PageContentService],
  exports: [ImagesService, PageContentService],
})
export class ContentModule {}
