import { existsSync } from 'node:fs';
import * as path from 'node:path';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { labelRoute, PAGE_ROUTE, STATIC_ROUTE } from '../observability/route-label';
import { NO_STORE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from './cached-read';
import { isApiPath } from './site-paths';

// What the page at an address is: the SPA's index.html, with the page rendered in it when it is a
// public page, and its status (404 for an address that is no page, or a post that does not exist).
// The pages module provides it under this token; core knows no modules.
export interface RenderedPage {
  status: number;
  html: string;
  // made for its signed-in reader from what only they may read (a members-only post): stored nowhere
  forReader?: boolean;
  // an old address that moved here for good (an imported post's): answered 301 to it, without html
  movedTo?: string;
}
export interface PageRenderer {
  render(req: Request): Promise<RenderedPage>;
}
export const PAGE_RENDERER = Symbol('PAGE_RENDERER');

// Serves the built SPA: its files (for `make run`; in containers nginx serves them) and its pages,
// which the renderer makes (in containers nginx passes page requests here). Hashed assets are
// cached for a year. A page is checked each time (its ETag: 304 when unchanged), by shared caches
// too: this server keeps the pages of visitors without a session until what they show changes, so
// a copy elsewhere could only be older; a signed-in visitor's page is theirs alone (private).
// /api paths fall through to Nest (unknown ones get a JSON 404).
export function spaMiddleware(spaDir: string, renderer: PageRenderer): RequestHandler[] {
  const index = path.join(spaDir, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`SPA_DIR ${spaDir} has no index.html; build the frontend first (make build).`);
  }
  const isApi = (req: Request) => isApiPath(req.path);
  const assets = express.static(spaDir, {
    index: false,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const staticFiles: RequestHandler = (req, res, next) => {
    if (isApi(req)) return next();
    labelRoute(req, STATIC_ROUTE);
    assets(req, res, next);
  };

  const fallback: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (isApi(req) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    labelRoute(req, PAGE_ROUTE);
    // a missing hashed asset (an old build's) is a bare 404, not the app
    if (req.path.startsWith('/assets/')) return res.status(404).type('text/plain').send('Not found');
    renderer.render(req).then(({ status, html, forReader, movedTo }) => {
      if (movedTo) return res.setHeader('Cache-Control', MOVED_CACHE_CONTROL).redirect(301, movedTo);
      res.status(status).setHeader('Cache-Control', forReader ? NO_STORE_CACHE_CONTROL : pageCacheControl(status, req));
      res.type('html').send(html);
    }, next);
  };
  return [staticFiles, fallback];
}

// An old address's 301 (an imported post's, modules/imports): kept an hour by browsers, not for
// ever as a 301 without it may be, so that the owner's Remove (or a retitled post) takes effect.
const MOVED_CACHE_CONTROL = 'public, max-age=3600';

function pageCacheControl(status: number, req: Request): string {
  return status === 200 && req.user !== undefined ? PRIVATE_CACHE_CONTROL : 'no-cache';
}
