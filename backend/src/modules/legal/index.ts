// What other modules may use of the legal pages: the module, and the public read (the server's
// rendering of the pages).
export { LegalModule } from './legal.module';
export { LegalPagesService } from './legal-pages.service';
export { LEGAL_SLUGS } from './legal-pages';
