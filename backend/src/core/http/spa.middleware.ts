import { existsSync } from 'node:fs';
import * as path from 'node:path';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';

// Serves the built SPA (for `make run`; in containers nginx does this). Hashed assets are cached
// for a year, index.html never; every non-API GET that is not a file gets index.html, so deep
// links like /blog/some-post work. /api paths fall through to Nest (unknown ones get a JSON 404).
export function spaMiddleware(spaDir: string): RequestHandler[] {
  const index = path.join(spaDir, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`SPA_DIR ${spaDir} has no index.html; build the frontend first (make build).`);
  }
  // /api and the RSS feed belong to Nest
  const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/') || req.path === '/rss.xml';
  const assets = express.static(spaDir, {
    index: false,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const staticFiles: RequestHandler = (req, res, next) => (isApi(req) ? next() : assets(req, res, next));
  const fallback: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (isApi(req) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    // a missing file (an old hashed asset, a typo) is a 404, not the app
    if (path.extname(req.path)) return res.status(404).type('text/plain').send('Not found');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  };
  return [staticFiles, fallback];
}
