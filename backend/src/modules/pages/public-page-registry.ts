import { Injectable } from '@nestjs/common';
import type { Params } from './page-loading';
import { matchPage } from './match-page';
import { PUBLIC_PAGES, type PublicPage } from './public-pages';

// The public pages the server renders: the site's own (public-pages.ts) and those another module
// brings (a course's page, from courses), registered at start (onModuleInit) after the page they
// follow in the sitemap. The pages module never imports the modules that register.
@Injectable()
export class PublicPageRegistry {
  private list: readonly PublicPage[] = PUBLIC_PAGES;

  // answers how to take it out again (a module that stops, a test)
  register(page: PublicPage, { after }: { after: string }): () => void {
    if (this.list.some((listed) => listed.path === page.path))
      throw new Error(`The page ${page.path} is registered twice`);
    const at = this.list.findIndex((listed) => listed.path === after);
    if (at === -1) throw new Error(`No page ${after} to put ${page.path} after`);
    this.list = [...this.list.slice(0, at + 1), page, ...this.list.slice(at + 1)];
    return () => (this.list = this.list.filter((listed) => listed !== page));
  }

  get pages(): readonly PublicPage[] {
    return this.list;
  }

  match(pathname: string): { page: PublicPage; params: Params } | null {
    return matchPage(pathname, this.list);
  }
}
