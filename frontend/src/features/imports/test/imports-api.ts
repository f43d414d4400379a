import { bindRoutes, routeTable } from '../../../test/routes';
import { sendJson, sendPage, type Handler } from '../../../test/test-api';
import type { RedirectDto, SiteImportReportDto } from '../admin/api';

export interface ImportsState {
  redirects: RedirectDto[];
  // what POST /api/admin/imports answers: a report for a check and one for an import, or a refusal
  answer: (dryRun: boolean) => SiteImportReportDto | { status: number; message: string };
}

// The admin's import routes over a state the test controls.
const ROUTES = routeTable<ImportsState>({
  'POST /api/admin/imports': ({ req, res }, { answer }) => {
    const found = answer(/name="dryRun"\r\n\r\ntrue/.test(req.body));
    if ('status' in found) return sendJson(res, found.status, { statusCode: found.status, message: found.message });
    return sendJson(res, 200, found);
  },
  'GET /api/admin/imports/redirects': ({ req, res }, { redirects }) => sendPage(res, req.path, redirects),
  'DELETE /api/admin/imports/redirects/{id}': ({ res, params }, { redirects }) => {
    redirects.splice(
      redirects.findIndex((r) => r.id === Number(params.id)),
      1,
    );
    res.writeHead(204).end();
  },
});

export function importsApi(state: ImportsState): Handler {
  const routes = bindRoutes(ROUTES, state);
  return (req, res) => {
    if (!routes(req, res)) sendJson(res, 404, { statusCode: 404, message: 'Not found.' });
  };
}

export const report = (dryRun: boolean, rows: SiteImportReportDto['rows']): SiteImportReportDto => {
  const counts = (kind: string) => ({
    created: rows.filter((r) => r.kind === kind && r.outcome === 'created').length,
    renamed: rows.filter((r) => r.kind === kind && r.outcome === 'renamed').length,
    skipped: rows.filter((r) => r.kind === kind && r.outcome === 'skipped').length,
    failed: rows.filter((r) => r.kind === kind && r.outcome === 'failed').length,
  });
  return { source: 'ghost', dryRun, posts: counts('post'), subscribers: counts('subscriber'), rows };
};
