import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ReceivedRequest } from './http-server';

// What a route of the fake API gets: the request, the answer to write, the path's parameters (by
// their OpenAPI names), the query and the JSON body ({} without one).
export interface RouteCall {
  req: ReceivedRequest;
  res: ServerResponse<IncomingMessage>;
  params: Record<string, string>;
  query: URLSearchParams;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever the page sent
  body: any;
}

// A route answers, leaves the request to the next route (returns without answering), or returns
// true to keep it (answered later, or never).
export type RouteHandler<S> = (call: RouteCall, state: S) => void | boolean;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// "METHOD path", the path as openapi.json spells it: 'GET /api/blog-posts/{slug}'
export type RouteKey = `${Method} /${string}`;

export interface Route<S> {
  method: Method;
  path: string;
  pattern: RegExp;
  names: string[];
  handle: RouteHandler<S>;
}

// Every route a harness declares, from every table: the contract test checks them against openapi.json.
export const ROUTE_TABLE: Route<never>[] = [];

// A harness's routes over its state; a literal path is tried before a template it also matches
// (/api/admin/blog-posts/categories before /api/admin/blog-posts/{id}).
export function routeTable<S>(routes: Partial<Record<RouteKey, RouteHandler<S>>>): Route<S>[] {
  const table = Object.entries(routes).map(([key, handle]) => {
    const [method, path] = key.split(' ') as [Method, string];
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const pattern = new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`);
    return { method, path, pattern, names, handle: handle! };
  });
  table.sort((a, b) => a.names.length - b.names.length);
  ROUTE_TABLE.push(...(table as Route<never>[]));
  return table;
}

// The routes of `table` answering over `state`: answers true when a route took the request.
export type BoundRoutes = (req: ReceivedRequest, res: ServerResponse<IncomingMessage>) => boolean;

export function bindRoutes<S>(table: Route<S>[], state: S): BoundRoutes {
  return (req, res) => {
    const [path, search] = req.path.split('?');
    for (const route of table) {
      const match = route.method === req.method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const params = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
      const json = req.body && req.headers['content-type']?.startsWith('application/json');
      const call = { req, res, params, query: new URLSearchParams(search), body: json ? JSON.parse(req.body) : {} };
      if (route.handle(call, state) === true || res.headersSent) return true;
    }
    return false;
  };
}
