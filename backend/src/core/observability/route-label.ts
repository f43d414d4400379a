import type { IncomingMessage } from 'node:http';

const ROUTE = Symbol('route label');
type Labelled = IncomingMessage & { [ROUTE]?: string; route?: { path?: unknown } };

// What a request is counted under in the metrics: a pattern, never its address, so there are as many
// series as routes. A request answered before Express (a read from memory, a beacon) or by the SPA
// is labelled where it is answered; one Nest answered has Express's route (`/api/blog-posts/:slug`).
export function labelRoute(req: IncomingMessage, route: string): void {
  (req as Labelled)[ROUTE] = route;
}

export const UNMATCHED_ROUTE = 'unmatched';
// the SPA's pages (rendered on the server, or its shell) and its files
export const PAGE_ROUTE = 'page';
export const STATIC_ROUTE = 'static';

// the route of Nest's "not found" handler under the API's prefix (@nestjs/platform-express's
// setNotFoundHandler): no route of ours
const NOT_FOUND_HANDLER = '*path';

export function routeLabelOf(req: IncomingMessage): string {
  const labelled = req as Labelled;
  const matched = labelled.route?.path;
  if (labelled[ROUTE]) return labelled[ROUTE];
  return typeof matched === 'string' && matched !== NOT_FOUND_HANDLER ? matched : UNMATCHED_ROUTE;
}
