import type { INestApplication, Type } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { accessOf, API_KEY_SCOPES, type AccessLevel, type AdminKeys } from '../access/access.decorators';
import { keyRefusal } from '../access/access.guard';
import { PROOF_WINDOW_SECONDS, RECENT_PROOF } from '../access/recent-proof';
import { RATE_LIMITS, type RateLimitRule } from '../rate-limit/rate-limit.decorator';
import { SKIP_CSRF } from './csrf';

// Who may call each operation, as the OpenAPI document says it: the security requirements, the
// API-key scopes and the 4xx answers of the guards are generated from the very decorators the
// guards read (@Public, @SignedIn, @AdminOnly, @RateLimit, @SkipCsrf, @RecentProof), so the document and the
// server cannot disagree. Statuses of a route's own (404, 409, ...) stay on its controller.

type OperationObject = NonNullable<OpenAPIObject['paths'][string]['get']>;
type SecurityRequirementObject = NonNullable<OperationObject['security']>[number];
type ParameterObject = Extract<NonNullable<OperationObject['parameters']>[number], { in: string }>;
interface ResponseObject {
  description: string;
  content?: object;
}

export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'sid',
    description:
      'The browser session of a signed-in visitor (sign in on the site; Swagger UI in the same browser sends it).',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description: "The XSRF-TOKEN cookie's value, on every write made with the session. Swagger UI copies it for you.",
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'csk_…',
    description:
      'An API key made by the owner in Admin → API keys. Admin keys call admin routes and act as the admin who ' +
      'made them; read-content keys only read (public routes and the admin’s content reads). Needs no CSRF token.',
  },
} as const;

// What the document needs to know of one route.
interface RouteAccess {
  level: AccessLevel;
  keys: AdminKeys;
  skipCsrf: boolean;
  rateLimits: RateLimitRule[];
  recentProof: boolean;
}

// Every route handler by its method name (the operation id, see buildOpenApiDocument).
function routeAccessByOperationId(app: INestApplication): Map<string, RouteAccess> {
  const routes = new Map<string, RouteAccess>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const controller = metatype as Type;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler: unknown = controller.prototype[name];
        if (typeof handler !== 'function' || !Reflect.hasMetadata(PATH_METADATA, handler)) continue;
        routes.set(name, {
          ...accessOf(handler, controller),
          skipCsrf: Boolean(Reflect.getMetadata(SKIP_CSRF, handler) ?? Reflect.getMetadata(SKIP_CSRF, controller)),
          rateLimits: (Reflect.getMetadata(RATE_LIMITS, handler) as RateLimitRule[] | undefined) ?? [],
          recentProof: Boolean(Reflect.getMetadata(RECENT_PROOF, handler)),
        });
      }
    }
  }
  return routes;
}

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

interface Operation {
  write: boolean;
  // under /api: the site's pages and files outside it ignore an Authorization header (core/http/api-key-calls.ts)
  api: boolean;
  access: RouteAccess;
  op: OperationObject;
}

// Which keys may call the operation at all (and so spend a key's budget): the AccessGuard's own rule.
const keyScopes = ({ access, write, api }: Operation) =>
  api
    ? API_KEY_SCOPES.filter(
        (scope) => keyRefusal({ id: 0, name: '', scope }, access.level, access.keys, !write) === null,
      )
    : [];

// Public reads: anybody. Public writes: a browser sends the CSRF token (anonymous visitors get one
// before any session), a script an API key (where keys are taken), unless the route skips CSRF.
function securityOf(o: Operation): SecurityRequirementObject[] {
  const csrf = o.write && !o.access.skipCsrf;
  const key: SecurityRequirementObject[] = keyScopes(o).length > 0 ? [{ apiKey: [] }] : [];
  if (o.access.level === 'public') return csrf ? [{ csrf: [] }, ...key] : [];
  return [csrf ? { session: [], csrf: [] } : { session: [] }, ...key];
}

// "an hour", "15 minutes"
function windowWords(seconds: number): string {
  if (seconds % 3600 === 0) return seconds === 3600 ? 'an hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? 'a minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

// "a, b or c"
const anyOf = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

// The 4xx answers of the guards, the body parser and the input checks, each with its reasons.
function generatedResponses(o: Operation): Record<string, string> {
  const { access, op, write } = o;
  const responses: Record<string, string> = {};
  const scopes = keyScopes(o);
  const takesInput = (op.parameters ?? []).some(
    (p) => 'in' in p && ['path', 'query'].includes((p as ParameterObject).in),
  );
  // any request may be malformed before it reaches a route (core/http/json-body.ts, clean-input.middleware.ts)
  const malformed = o.api
    ? 'a malformed request (a NUL or broken Unicode character in the address, the query or the body, or a ' +
      'JSON body nested too deeply)'
    : 'a malformed request (a JSON body nested too deeply)';
  responses['400'] =
    takesInput || op.requestBody
      ? `Invalid input: the message says which value, and \`errors\` lists each invalid field; or ${malformed}`
      : `Refused for ${malformed}`;
  // the AccessGuard checks a key sent to any route under /api (core/access)
  if (access.level !== 'public')
    responses['401'] = 'Not signed in (no session, or it has expired), or the API key sent is not valid';
  else if (o.api) responses['401'] = 'The API key sent is not valid (revoked or mistyped)';
  const forbidden: string[] = [];
  if (write && !access.skipCsrf)
    forbidden.push(
      'the `X-XSRF-TOKEN` header is missing or does not match the XSRF-TOKEN cookie (every write from a ' +
        'browser, signed in or not; a call with an API key needs none)',
    );
  if (access.level === 'admin') forbidden.push('the caller is signed in but not an admin');
  if (access.level === 'signed-in')
    forbidden.push('the call is made with an API key (keys cannot call account routes)');
  if (access.level === 'public' && access.keys === 'none')
    forbidden.push('the call is made with an API key (this route is for people in a browser)');
  if (access.level === 'admin' && access.keys === 'none')
    forbidden.push('the call is made with an API key (this route needs the owner signed in)');
  if (access.recentProof)
    forbidden.push(
      `the session last proved who is signed in more than ${windowWords(PROOF_WINDOW_SECONDS)} ago ` +
        '(`reauthenticate` is true: confirm with POST /api/auth/reauthenticate, then send the request again)',
    );
  if (scopes.includes('admin') && !scopes.includes('read-content'))
    forbidden.push('the call is made with a read-content API key (it can only read)');
  if (forbidden.length > 0) responses['403'] = `Refused when ${forbidden.join(', or when ')}`;
  if (op.requestBody) responses['413'] = 'The body is too large (JSON: more than 1 MB; an upload: over its limit)';
  const tooMany: string[] = [];
  if (scopes.length > 0) tooMany.push('the API key has used up its requests for this minute');
  for (const rule of access.rateLimits)
    tooMany.push(
      `more than ${rule.limit} in ${windowWords(rule.windowSeconds)} from one ` +
        (rule.by === 'ip' ? 'IP address' : 'account'),
    );
  if (tooMany.length > 0)
    responses['429'] = `Too many requests: ${anyOf(tooMany)} (\`Retry-After\` says in how many seconds to try again)`;
  return responses;
}

const ERROR_REF = '#/components/schemas/ErrorResponseDto';
const ERROR_CONTENT = { 'application/json': { schema: { $ref: ERROR_REF } } };

// Statuses whose generated text is the general rule a route's own replaces: a route that documents
// its own 413 has its own body limit (an upload, the beacon), and the app-wide one says nothing of it.
const OWN_REPLACES = new Set(['413']);

// Adds the generated answers; a status the controller documents keeps its description, with the
// generated one after it (or alone, for OWN_REPLACES).
function addResponses(op: OperationObject, generated: Record<string, string>): void {
  for (const [status, text] of Object.entries(generated)) {
    const own = op.responses[status] as ResponseObject | undefined;
    if (!own) {
      op.responses[status] = { description: `${text}.`, content: ERROR_CONTENT };
      continue;
    }
    if (OWN_REPLACES.has(status)) {
      own.content ??= ERROR_CONTENT;
      continue;
    }
    const earlier = own.description.trim();
    own.description = !earlier ? `${text}.` : `${earlier}${/[.!?"”]$/.test(earlier) ? '' : '.'} ${text}.`;
    own.content ??= ERROR_CONTENT;
  }
  // an error body is JSON whatever the route produces (@ApiProduces lists its types for every status)
  for (const [status, response] of Object.entries(op.responses) as [string, ResponseObject][]) {
    const types = Object.values(response.content ?? {}) as { schema?: { $ref?: string } }[];
    if (status.startsWith('4') && types.length > 0 && types.every((t) => t.schema?.$ref === ERROR_REF))
      response.content = ERROR_CONTENT;
  }
  // in status order, as a reader looks them up
  op.responses = Object.fromEntries(
    Object.entries(op.responses).sort(([a], [b]) => (a === 'default' ? 1 : b === 'default' ? -1 : a.localeCompare(b))),
  );
}

// Every operation gets its `security`, `x-api-key-scopes` (operations an admin route's keys may
// call) and the generated 4xx answers.
export function withAccess(document: OpenAPIObject, app: INestApplication): OpenAPIObject {
  const routes = routeAccessByOperationId(app);
  for (const [path, pathItem] of Object.entries(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const op = pathItem[method];
      if (!op) continue;
      const access = op.operationId ? routes.get(op.operationId) : undefined;
      if (!access) throw new Error(`No route handler named ${op.operationId} for ${method.toUpperCase()} ${path}`);
      const operation: Operation = { write: WRITE_METHODS.has(method), api: /^\/api(\/|$)/.test(path), access, op };
      op.security = securityOf(operation);
      if (access.level === 'admin' && access.keys !== 'none')
        (op as unknown as Record<string, unknown>)['x-api-key-scopes'] = keyScopes(operation);
      addResponses(op, generatedResponses(operation));
    }
  }
  return document;
}
