import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { labelRoute, PAGE_ROUTE } from '../observability/route-label';
import { isApiKeyCall } from './api-key-calls';
import { CACHED_READ, PAGE_READ, type CachedRead } from './cached-read';
import { captureAnswer, sendCached } from './cached-answer';
import type { ReadCache } from './read-cache';
import { SESSION_COOKIE } from './session.middleware';
import { isPagePath, ROOT_PATHS } from './site-paths';

// Express's compiled 'trust proxy' setting
type TrustProxy = (address: string | undefined, hop: number) => boolean;

interface ReadRoute {
  pattern: RegExp;
  read: CachedRead;
  // Express's pattern of the route ('/api/blog-posts/:slug'), for the metrics
  route: string;
}

const READ = Symbol('cached read');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// what the fast path saw: a read it keeps, of this kind, or a page (kept as a public read, but its
// rendering, when it reaches the app, is logged as every page is: a page that fails is an error line)
type Mark = CachedRead['kind'] | 'page';
type MarkedRequest = IncomingMessage & { [READ]?: Mark };

const SESSION = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([^;]*)`);
const CSRF_TOKEN = /(?:^|;)\s*XSRF-TOKEN=([^;]*)/;

// `handler`, except for a request to a @PublicRead route or a page for a visitor without a session
// ('public': nothing of the session or the CSRF cookies is in their answer) or to any cached read of
// the API ('any': the request log; no answer kept in memory carries a request id).
export function unlessCachedRead(kinds: 'public' | 'any', handler: RequestHandler): RequestHandler {
  const skipped = new Set<Mark>(kinds === 'public' ? ['public', 'page'] : ['public', 'session']);
  return (req, res, next) => {
    const mark = (req as unknown as MarkedRequest)[READ];
    return mark && skipped.has(mark) ? next() : handler(req, res, next);
  };
}

// A signed-in visitor's change (an edit, a sign-out, a new password), or an admin key's, is seen by
// their next read on this replica at once: its reads in memory go when the change has been
// answered. Other replicas drop theirs when the change's NOTIFY comes, a moment after its commit.
// `changesNoRead`: a write no read shows (a page view counted), which leaves the reads be.
export function dropOnSignedInChanges(
  cache: ReadCache,
  changesNoRead: (req: Request) => boolean = () => false,
): RequestHandler {
  return (req, res, next) => {
    // an admin key's call is its creator's (req.user is set by the AccessGuard, after this)
    if (SAFE_METHODS.has(req.method) || !(req.user || isApiKeyCall(req)) || changesNoRead(req)) return next();
    res.once('finish', () => {
      if (req.user) cache.dropAll();
    });
    next();
  };
}

// The GET routes marked @PublicRead or @SessionRead, as patterns of the path under `prefix`.
function readRoutes(app: NestExpressApplication, prefix: string): ReadRoute[] {
  const scanner = app.get(MetadataScanner);
  const routes: ReadRoute[] = [];
  for (const { metatype } of app.get(DiscoveryService).getControllers()) {
    if (!metatype) continue;
    const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
    for (const name of scanner.getAllMethodNames(metatype.prototype)) {
      const handler = (metatype.prototype as Record<string, unknown>)[name] as object;
      const read = Reflect.getMetadata(CACHED_READ, handler) as CachedRead | undefined;
      if (!read || Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) continue;
      const own = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
      // the files at the site's root are outside the API's prefix (configure-app.ts)
      const segments = [ROOT_PATHS.includes(own) ? '' : prefix, base, own]
        .flatMap((part) => part.split('/'))
        .filter(Boolean);
      const path = segments.map((segment) =>
        segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      );
      routes.push({ pattern: new RegExp(`^/${path.join('/')}$`), read, route: `/${segments.join('/')}` });
    }
  }
  return routes;
}

// http or https, as Express tells it (req.protocol): X-Forwarded-Proto counts from a trusted proxy.
function schemeOf(req: IncomingMessage, trust: () => TrustProxy): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const header = req.headers['x-forwarded-proto'];
  if (typeof header !== 'string' || !trust()(req.socket.remoteAddress, 0)) return own;
  return header.split(',')[0].trim() || own;
}

// Answers the reads it has in memory on the HTTP server itself, before Express and Nest see the
// request; the first read of each is made by the app as ever and its answer kept. A public
// read's key is its address (and scheme: HSTS goes out on https only); a session read's adds the
// session and CSRF cookies as sent, so it is answered only where the app answered the very same
// cookies with no new ones: a valid session and a valid token. With `pages`, the SPA's pages are
// public reads too (PAGE_READ): a page for a visitor without a session is rendered once per change
// (its addresses are PUBLIC_URL's, whatever host it was asked of); a visitor with a session gets
// theirs rendered each time.
export function installFastReads(
  app: NestExpressApplication,
  cache: ReadCache,
  prefix: string,
  { pages }: { pages: boolean },
): void {
  const routes = readRoutes(app, prefix);
  const pageRoute: ReadRoute | undefined = pages ? { pattern: /^\//, read: PAGE_READ, route: PAGE_ROUTE } : undefined;
  const express = app.getHttpAdapter().getInstance();
  const trust = () => express.get('trust proxy fn') as TrustProxy;
  const server = app.getHttpServer() as Server;
  const [handleInApp] = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: MarkedRequest, res: ServerResponse) => {
    // a call with an API key is checked, counted and logged by the app, never answered from memory
    if ((req.method === 'GET' || req.method === 'HEAD') && !isApiKeyCall(req)) {
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const path = query < 0 ? url : url.slice(0, query);
      const route = routes.find((r) => r.pattern.test(path)) ?? (isPagePath(path) ? pageRoute : undefined);
      const key = route && keyOf(route.read, req, url, trust);
      if (key !== undefined) {
        req[READ] = route === pageRoute ? 'page' : route!.read.kind;
        const answer = cache.get(key);
        if (answer) {
          labelRoute(req, route!.route);
          sendCached(req, res, answer);
          if (answer.sessionId) cache.sessionRead(answer.sessionId, req.headers['user-agent'] ?? '');
          return;
        }
        if (req.method === 'GET' && cache.active)
          captureAnswer(req as unknown as Request, res, cache, key, route!.read);
      }
    }
    handleInApp(req, res);
  });
}

function keyOf(read: CachedRead, req: IncomingMessage, url: string, trust: () => TrustProxy): string | undefined {
  const cookies = req.headers.cookie ?? '';
  const session = SESSION.exec(cookies)?.[1];
  if (read.kind === 'session') {
    if (!session) return undefined; // nobody signed in: 401 as ever
    // ';' cannot be part of a cookie: no two pairs of cookies make one key
    return `${schemeOf(req, trust)} ${session};${CSRF_TOKEN.exec(cookies)?.[1] ?? ''}; ${url}`;
  }
  if (session && !read.sameForSignedIn) return undefined;
  return `${schemeOf(req, trust)} ${url}`;
}
