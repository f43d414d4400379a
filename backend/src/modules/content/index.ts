// What other modules may use of page content and images; everything else is private to it.
export { ContentModule } from './content.module';
export { ImagesService, MAX_IMAGE_BYTES } from './images.service';
export { PageContentService } from './page-content.service';
