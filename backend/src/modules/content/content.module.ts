import { Module } from '@nestjs/common';
import { provideKnowledge } from '../../core/knowledge/provide-knowledge';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteModule } from '../site';
import { AboutKnowledge } from './knowledge/about-knowledge';
import { ContactKnowledge } from './knowledge/contact-knowledge';
import { PageFacts } from './knowledge/page-facts';
import { PageContentEntity } from './entities/page-content.entity';
import { UploadedImageEntity } from './entities/uploaded-image.entity';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';
import { PageContentController } from './page-content.controller';
import { PageContentRepository } from './page-content.repository';
import { PageContentService } from './page-content.service';
import { UploadedImagesRepository } from './uploaded-images.repository';

@Module({
  imports: [TypeOrmModule.forFeature([PageContentEntity, UploadedImageEntity]), SiteModule],
  controllers: [ImagesController, PageContentController],
  providers: [
    ImagesService,
    UploadedImagesRepository,
    PageContentService,
    PageContentRepository,
    PageFacts,
    ...provideKnowledge(AboutKnowledge, ContactKnowledge),
  ],
  exports: [ImagesService, PageContentService],
})
export class ContentModule {}
