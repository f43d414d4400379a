// What other modules may use of page content and images; everything else is private to it.
export { ContentModule } from './content.module';
export { ImagesService } from './images.service';
export { PageContentService } from './page-content.service';
