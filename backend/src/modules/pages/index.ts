// What other modules may use of the server-rendered pages: the module (app.module imports it), and
// the token of the SPA's server bundle (tests put a stand-in in its place).
export { PagesModule } from './pages.module';
export { SERVER_ENTRY, type EntryServer } from './page-renderer.service';
