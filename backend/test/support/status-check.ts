import { readdirSync, readFileSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { STATUS_LOG_VARIABLE } from './status-recorder';
import { SUITE_FILTER_VARIABLE } from './suite-group';

// The contract's 4xx answers held to what the app really does, at the end of a whole backend run
// (global-teardown.ts): every 4xx a route answered in some test is documented on its operation in
// backend/openapi.json, and every 4xx an operation documents was answered by it in some test. The
// statuses come from status-recorder.ts. A run of some files only (or some tests) sees too little to
// judge, so the check runs only when nothing filtered the suite.

const OPENAPI_FILE = path.join(__dirname, '../../openapi.json');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

// what of Jest's global configuration tells whether the run was narrowed
export interface RunFilters {
  testPathPatterns?: { isSet(): boolean } | string[];
  testNamePattern?: string;
  onlyChanged?: boolean;
  onlyFailures?: boolean;
  findRelatedTests?: boolean;
  lastCommit?: boolean;
  changedSince?: string;
  shard?: unknown;
  listTests?: boolean;
  watch?: boolean;
  watchAll?: boolean;
}

export function wholeSuite(config: RunFilters, env: NodeJS.ProcessEnv = process.env): boolean {
  const paths = config.testPathPatterns;
  const pathFiltered = Array.isArray(paths) ? paths.length > 0 : Boolean(paths?.isSet());
  return !(
    pathFiltered ||
    env[SUITE_FILTER_VARIABLE] ||
    config.testNamePattern ||
    config.onlyChanged ||
    config.onlyFailures ||
    config.findRelatedTests ||
    config.lastCommit ||
    config.changedSince ||
    config.shard ||
    config.listTests ||
    config.watch ||
    config.watchAll
  );
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
}

const isClientError = (status: number) => status >= 400 && status < 500;

// "GET /api/orders/{id}" → the statuses it answered, in any of the run’s files (one per process)
export function readObservations(dir: string): Map<string, Set<number>> {
  const seen = new Map<string, Set<number>>();
  const lines = readdirSync(dir).flatMap((file) => readFileSync(path.join(dir, file), 'utf8').split('\n'));
  for (const line of lines) {
    const [method, route, status] = line.split(' ');
    if (!status) continue;
    const key = `${method} ${route}`;
    if (!seen.has(key)) seen.set(key, new Set());
    seen.get(key)!.add(Number(status));
  }
  return seen;
}

// each operation of the document: "GET /api/orders/{id}" → its operationId and documented 4xx statuses
function readDocumented(document: OpenApiDocument): Map<string, { id: string; statuses: Set<number> }> {
  const operations = new Map<string, { id: string; statuses: Set<number> }>();
  for (const [route, item] of Object.entries(document.paths))
    for (const method of METHODS.filter((m) => item[m])) {
      const operation = item[method];
      const statuses = Object.keys(operation.responses ?? {})
        .map(Number)
        .filter(isClientError);
      operations.set(`${method.toUpperCase()} ${route}`, {
        id: operation.operationId ?? '?',
        statuses: new Set(statuses),
      });
    }
  return operations;
}

// every disagreement between the document and the observed answers, as sentences
export function statusProblems(document: OpenApiDocument, observed: Map<string, Set<number>>): string[] {
  const documented = readDocumented(document);
  const problems: string[] = [];
  // a HEAD request is answered by the GET route
  const operationOf = (key: string) => documented.get(key) ?? documented.get(key.replace(/^HEAD /, 'GET '));
  for (const [key, statuses] of observed) {
    // a probe a suite adds to its own app (under /api/test-…) is no operation of the contract
    if (/^[A-Z]+ \/api\/test-/.test(key)) continue;
    const operation = operationOf(key);
    for (const status of [...statuses].filter(isClientError).sort((a, b) => a - b)) {
      if (!operation) problems.push(`${key} answered ${status}, and backend/openapi.json has no such operation`);
      else if (!operation.statuses.has(status))
        problems.push(`${key} (${operation.id}) answered ${status}, which its responses do not document`);
    }
  }
  for (const [key, operation] of documented) {
    const answered = new Set([...(observed.get(key) ?? []), ...(observed.get(key.replace(/^GET /, 'HEAD ')) ?? [])]);
    for (const status of [...operation.statuses].sort((a, b) => a - b)) {
      if (answered.has(status)) continue;
      problems.push(`${key} (${operation.id}) documents ${status}, which no test made it answer`);
    }
  }
  return problems;
}

// Throws one readable error listing every problem; Jest then fails the run (a globalTeardown that
// throws makes `npx jest` print the error and exit with 1, though every test passed).
export function checkStatuses(config: RunFilters): void {
  const dir = process.env[STATUS_LOG_VARIABLE];
  if (!dir) return;
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
  const problems = wholeSuite(config) ? statusProblems(document, readObservations(dir)) : [];
  // kept for a look when the check fails
  if (problems.length === 0) return rmSync(dir, { recursive: true, force: true });
  throw new Error(
    [
      `backend/openapi.json and the answers the backend suite saw disagree on ${problems.length} client error(s)`,
      '(document a status a route answers with @ApiNotFoundResponse, @ApiConflictResponse, … and ErrorResponseDto;',
      'for a documented one no test reaches, add the test or drop the decorator if the route cannot answer it;',
      `a failed test leaves its statuses unseen; the observations are in ${dir}):`,
      ...problems.map((problem) => `  - ${problem}`),
    ].join('\n'),
  );
}
