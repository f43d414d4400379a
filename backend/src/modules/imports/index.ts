// What other modules may use of imports: the module, and the redirects of old addresses (the pages').
export { ImportsModule } from './imports.module';
export { RedirectsService } from './redirects.service';
