// What other modules may use of the server-rendered pages: the module (app.module imports it), and
// the token of the SPA's server bundle (tests put a stand-in in its place).
export { PagesModule } from './pages.module';
export { SERVER_ENTRY, type EntryServer } from './page-renderer.service';
// a module's own public page: registered with the registry, built with the pages' parts
export { PublicPageRegistry } from './public-page-registry';
export type { PublicPage } from './public-pages';
export { oneThing, type Loader, type PageAddresses } from './page-loading';
export { absoluteUrl, describe, type HeadContext, type PageMeta } from './page-head';
export { author, thing } from './structured-data';
