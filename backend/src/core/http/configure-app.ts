import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import passport from 'passport';
import type { AppConfig } from '../config/app-config';
import { installHttpMetrics } from '../observability/http-metrics';
import { FILE_STORE, type FileStore } from '../storage/file-store';
import { PUBLIC_UPLOADS_URL } from '../storage/storage.service';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { BusyAnswers } from './busy-answers';
import { cleanInputMiddleware } from './clean-input.middleware';
import { withoutCookiesForApiKeys } from './api-key-calls';
import { csrfCookieMiddleware, CsrfTokens } from './csrf';
import { fastBeaconOf, installFastBeacon, limitBeaconBody, toBeacon } from './fast-beacons';
import { dropOnSignedInChanges, installFastReads, unlessCachedRead } from './fast-reads';
import { jsonBodyParser } from './json-body';
import { publicUploads } from './public-uploads';
import { ReadCache } from './read-cache';
import { requestLogger } from './request-logger.middleware';
import { securityHeaders } from './security-headers';
import { SessionStore, sessionMiddleware } from './session.middleware';
import { ROOT_PATHS } from './site-paths';
import { PAGE_RENDERER, PageRenderer, spaMiddleware } from './spa.middleware';
import { setupSwagger } from './swagger';
import { createValidationPipe } from './validation.pipe';

// The API lives under /api; the RSS feed, the sitemap, robots.txt, the manifest and the icons sit
// at the site root, where readers, crawlers and browsers look for them.
const API_PREFIX = 'api';

export function applyGlobalPrefix(app: INestApplication): void {
  app.setGlobalPrefix(API_PREFIX, { exclude: [...ROOT_PATHS] });
}

// Everything HTTP around the modules, in one place so the server and the tests run the same app.
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  applyGlobalPrefix(app);
  // only the proxy in front (TRUST_PROXY) tells the client's address and scheme; nginx sets
  // X-Forwarded-For to the address it saw, so a client's own header never counts
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // a beacon (analytics' page views) has a small body of its own, and is answered before Express
  // when it comes from a browser without a session (core/http/fast-beacons.ts)
  const beacon = fastBeaconOf(app);
  if (beacon) limitBeaconBody(app, beacon, API_PREFIX);
  app.use(jsonBodyParser('1mb'));
  // one-click unsubscribe from mail clients posts a form
  app.useBodyParser('urlencoded', { limit: '16kb', extended: false });
  // reads kept in memory are answered before Express; the first of each passes (core/http/fast-reads.ts)
  const reads = app.get(ReadCache);
  installFastReads(app, reads, API_PREFIX, { pages: Boolean(config.spaDir) });
  if (beacon) installFastBeacon(app, beacon, API_PREFIX);
  // a beacon answered by Express (a signed-in visitor's) is a debug line, like a read
  const quiet = toBeacon(beacon, API_PREFIX);
  app.use(unlessCachedRead('any', requestLogger(config.nodeEnv === 'production', quiet)), securityHeaders());
  // the API's input and the files Nest serves at the root (the sitemap's ?page) only: a page address
  // the SPA does not know is its 404 page, not an error body
  app.use(['/api', ...ROOT_PATHS.map((file) => `/${file}`)], cleanInputMiddleware());
  // the public uploads (images) before the session and CSRF cookies: no cookie is read or set for them
  app.use(PUBLIC_UPLOADS_URL, publicUploads(app.get<symbol, FileStore>(FILE_STORE)));
  // a request the line for a database connection has no room for is answered "busy" before any work
  const busy = app.get(BusyAnswers);
  app.use('/api', busy.admission());
  // a call with an API key carries no ambient cookie: its session and CSRF cookies are neither read
  // nor set (Swagger UI in a signed-in browser sends them; the key wins)
  app.use('/api', withoutCookiesForApiKeys());
  // a public read's answer is the same for every visitor: no session is read, no cookie set
  const session = [sessionMiddleware(config, app.get(SessionStore).store), passport.initialize(), passport.session()];
  app.use(...session.map((handler) => unlessCachedRead('public', handler)), dropOnSignedInChanges(reads, quiet));
  app.use(unlessCachedRead('public', csrfCookieMiddleware(app.get(CsrfTokens))));
  if (config.spaDir) {
    // the public pages rendered on the server (modules/pages), the others as the SPA's shell
    app.use(...spaMiddleware(config.spaDir, app.get<symbol, PageRenderer>(PAGE_RENDERER)));
  }
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter(busy));
  setupSwagger(app);
  // around the fast paths installed above, so their answers are counted too
  installHttpMetrics(app);
}
