import { appendFileSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';

// Which status each route answered while the backend suite ran, so the suite's end can hold the
// contract to what the app really does (test/support/status-check.ts). A line "METHOD PATH STATUS"
// per request to an operation, PATH as backend/openapi.json spells it (/api/orders/{id}), appended
// synchronously to a file of the process's own in the run's folder (global-setup.ts names it in this
// variable): the suites run in several Jest workers at once, and none writes into another's file.
// It observes only: the app answers exactly as it would without it.
export const STATUS_LOG_VARIABLE = 'API_STATUS_LOG_DIR';

// this process's file in the run's folder
export function statusLogFile(dir: string): string {
  return path.join(dir, `statuses-${process.pid}.log`);
}

// Express's path (/api/orders/:id) as an OpenAPI path (/api/orders/{id})
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

export interface Template {
  path: string;
  methods: Set<string>;
  pattern: RegExp;
  literals: number;
}

// The document's paths as patterns, for the requests answered before any route ran.
function templatesOf(documentFile: string): Template[] {
  const document = JSON.parse(readFileSync(documentFile, 'utf8')) as { paths: Record<string, object> };
  return Object.entries(document.paths).map(([template, operations]) => {
    const segments = template.split('/');
    return {
      path: template,
      methods: new Set(Object.keys(operations).map((m) => m.toUpperCase())),
      pattern: new RegExp(
        `^${segments.map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`,
      ),
      literals: segments.filter((s) => !s.startsWith('{')).length,
    };
  });
}

// The operation a request was for, by its address: the template that fits with the most literal
// segments (/api/admin/bookings/consultations/{productId} before /api/admin/bookings/{id}/move).
export function operationPath(templates: Template[], method: string, url: string): string | null {
  const wanted = method === 'HEAD' ? 'GET' : method;
  const address = url.split('?')[0];
  const fits = templates.filter((t) => t.methods.has(wanted) && t.pattern.test(address));
  fits.sort((a, b) => b.literals - a.literals);
  return fits[0]?.path ?? null;
}

export function recordStatuses(app: NestExpressApplication): void {
  const dir = process.env[STATUS_LOG_VARIABLE];
  if (!dir) return;
  const file = statusLogFile(dir);
  let templates: Template[] | undefined;
  app.use((req: Request, res: Response, next: NextFunction) => {
    res.on('finish', () => {
      // Express sets req.route once a route matched. A request answered before any route ran (a body
      // too large, a NUL in the address, a cached read, the busy answer) has none: its operation is
      // the document's path its address fits. A controller's route takes one method; Nest answers
      // an address no controller has through a route for every method ('*path' under /api, each
      // root path's): no operation, not recorded.
      const route = req.route as { path?: unknown; methods?: Record<string, boolean> } | undefined;
      const methods = Object.keys(route?.methods ?? {});
      let operation: string | null;
      if (typeof route?.path === 'string' && methods.length === 1 && methods[0] !== '_all')
        operation = openApiPath(route.path);
      else if (route === undefined) {
        templates ??= templatesOf(path.join(__dirname, '../../openapi.json'));
        operation = operationPath(templates, req.method, req.originalUrl);
      } else operation = null;
      if (operation) appendFileSync(file, `${req.method} ${operation} ${res.statusCode}\n`);
    });
    next();
  });
}
