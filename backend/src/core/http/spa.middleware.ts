import { existsSync } from 'node:fs';
import * as path from 'node:path';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { RSS_PATH } from './site-paths';

// Does a published post have this slug? The blog module provides the answer under this token;
// core knows no modules.
export type BlogPostExists = (slug: string) => Promise<boolean>;
export const BLOG_POST_EXISTS = Symbol('BLOG_POST_EXISTS');

// The SPA's pages (spec section 2, and the pages the account mails link to), matched as React
// Router matches them: in any letter case, with or without a trailing slash. deploy/nginx.conf
// lists the same pages.
const PAGE =
  /^\/(?:blog|products|about|contact|login|account|checkout|admin|admin-setup|product-manager|app|forgot-password|reset-password|confirm-email)?\/?$/i;
const BLOG_POST = /^\/blog\/([^/]+)\/?$/i;
// what a slug can be (letters, digits, hyphens; see the blog's slugify): anything else is no post
const SLUG = /^[\p{L}\p{N}-]{1,200}$/u;

// Serves the built SPA (for `make run`; in containers nginx does this). Hashed assets are cached
// for a year, index.html never. A page of the SPA gets index.html with 200; any other path, or a
// blog post that does not exist, gets the same index.html (which shows the 404 page) with 404.
// /api paths fall through to Nest (unknown ones get a JSON 404).
export function spaMiddleware(spaDir: string, blogPostExists: BlogPostExists): RequestHandler[] {
  const index = path.join(spaDir, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`SPA_DIR ${spaDir} has no index.html; build the frontend first (make build).`);
  }
  // /api and the RSS feed belong to Nest
  const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/') || req.path === `/${RSS_PATH}`;
  const assets = express.static(spaDir, {
    index: false,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const staticFiles: RequestHandler = (req, res, next) => (isApi(req) ? next() : assets(req, res, next));

  const pageStatus = async (urlPath: string): Promise<200 | 404> => {
    if (PAGE.test(urlPath)) return 200;
    const encoded = BLOG_POST.exec(urlPath)?.[1];
    if (encoded === undefined) return 404;
    let slug: string;
    try {
      slug = decodeURIComponent(encoded);
    } catch {
      return 404;
    }
    return SLUG.test(slug) && (await blogPostExists(slug)) ? 200 : 404;
  };
  const fallback: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (isApi(req) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    // a missing hashed asset (an old build's) is a bare 404, not the app
    if (req.path.startsWith('/assets/')) return res.status(404).type('text/plain').send('Not found');
    pageStatus(req.path).then((status) => {
      res.status(status).setHeader('Cache-Control', 'no-cache');
      res.sendFile(index, { acceptRanges: false });
    }, next);
  };
  return [staticFiles, fallback];
}
