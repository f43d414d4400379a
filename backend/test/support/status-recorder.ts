import { appendFileSync } from 'node:fs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

// Which status each route answered while the backend suite ran, so the suite's end can hold the
// contract to what the app really does (test/support/status-check.ts). A line "METHOD PATH STATUS"
// per request that reached a route, PATH as backend/openapi.json spells it (/api/orders/{id}),
// appended synchronously to the run's file (global-setup.ts names it in this variable).
// It observes only: the app answers exactly as it would without it.
export const STATUS_LOG_VARIABLE = 'API_STATUS_LOG';

// Express's path (/api/orders/:id) as an OpenAPI path (/api/orders/{id})
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

export function recordStatuses(app: NestExpressApplication): void {
  const file = process.env[STATUS_LOG_VARIABLE];
  if (!file) return;
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.on('finish', () => {
      // Express sets req.route once a route matched; a request answered before (a cached read, a body
      // too large, the busy answer) has none. A controller's route takes one method; Nest answers an
      // address no controller has through a route for every method ('*path' under /api, each root
      // path's): no operation, not recorded.
      const route = req.route as { path?: unknown; methods?: Record<string, boolean> } | undefined;
      const methods = Object.keys(route?.methods ?? {});
      if (typeof route?.path !== 'string' || methods.length !== 1 || methods[0] === '_all') return;
      appendFileSync(file, `${req.method} ${openApiPath(route.path)} ${res.statusCode}\n`);
    });
    next();
  });
}
