import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SessionUser } from '../../core/access/session-user';
import type { AppConfig } from '../../core/config/app-config';
import { APP_CONFIG } from '../../core/config/config.module';
import type { PageRenderer, RenderedPage } from '../../core/http/spa.middleware';
import { importEsm } from '../../core/esm';
import { renderPostHtml } from '../../core/text/post-html';
import { GuideTitles } from '../automations';
import { RedirectsService } from '../imports';
import { guideSlugsIn } from './guide-slugs';
import { PublicPageRegistry } from './public-page-registry';
import { pageHead } from './page-head';
import type { Loaded, PageServices, SeedQuery } from './page-loading';
import { pageShell } from './page-shell';
import { pageStyles, readBuild, type SpaBuild } from './page-styles';
import { PAGE_SERVICES } from './page-services';
import { everyPage, NOT_FOUND } from './public-pages';

// frontend/src/entry-server.tsx, built by `npm run build -w frontend` into frontend/dist-server
export interface EntryServer {
  render(input: {
    url: string;
    queries: SeedQuery[];
    renderPostHtml: (html: string) => string;
  }): Promise<{ clientOnly: true } | RenderedMarkup>;
}
// modules: the lazy modules the page renders, by their chunks' names in the build's manifest
type RenderedMarkup = { clientOnly: false; html: string; state: string; notFound: boolean; modules?: string[] };

// Loads the SPA's server bundle (beside SPA_DIR); tests put a stand-in in its place.
export const SERVER_ENTRY = Symbol('SERVER_ENTRY');
export type LoadServerEntry = () => Promise<EntryServer>;
export const loadServerEntry =
  (config: AppConfig): LoadServerEntry =>
  () =>
    importEsm<EntryServer>(pathToFileURL(path.join(config.spaDir!, '../dist-server/entry-server.js')).href);

// Renders the SPA's public pages on the server (React's server rendering of the same components,
// with the answers read from the services here, no HTTP to itself); the screens only the browser
// renders get the shell as it is.
@Injectable()
export class PageRendererService implements PageRenderer {
  private entry?: Promise<EntryServer>;
  private build?: SpaBuild;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SERVER_ENTRY) private readonly loadEntry: LoadServerEntry,
    @Inject(PAGE_SERVICES) private readonly services: PageServices,
    private readonly pages: PublicPageRegistry,
    private readonly redirects: RedirectsService,
    private readonly guides: GuideTitles,
  ) {}

  async render(req: Request): Promise<RenderedPage> {
    const match = this.pages.match(req.path);
    // an address that is no page here, or WordPress's `/?p=123`, may be an imported post's old one
    if (!match || (req.path === '/' && req.query.p !== undefined)) {
      const movedTo = await this.redirects.targetOf(req.path, req.query);
      if (movedTo) return { status: 301, html: '', movedTo };
    }
    const spaDir = this.config.spaDir!;
    this.build ??= readBuild(spaDir);
    this.entry ??= this.loadEntry();
    const context = {
      services: this.services,
      site: (await this.services.site.publicSite()).site,
      publicUrl: this.config.publicUrl,
      reader: req.user as SessionUser | undefined,
    };
    const loaded: Loaded = match
      ? await match.page.load(context, match.params)
      : { queries: [], meta: NOT_FOUND, notFound: true };
    const queries = [...everyPage(context, req), ...loaded.queries];
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`).href;
    // the guides offered whose forms the page's texts hold: their links name them
    const guides = await this.guides.of(guideSlugsIn(queries));
    const result = await (
      await this.entry
    ).render({
      url,
      queries,
      renderPostHtml: (html) => renderPostHtml(html, guides),
    });
    if (result.clientOnly) return { status: 200, html: this.build.template };
    // an address the SPA's router sends to its 404 page is no page, whatever the table matched
    const notFound = loaded.notFound || result.notFound;
    const head = pageHead(result.notFound ? NOT_FOUND : loaded.meta, context);
    const { template, head: styles } = pageStyles(this.build, result.modules ?? []);
    const forReader = loaded.forReader === true && req.user !== undefined;
    return { status: notFound ? 404 : 200, html: pageShell(template, { ...result, head, styles }), forReader };
  }
}
