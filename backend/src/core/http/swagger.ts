import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { STATUS_CODES } from 'node:http';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorResponseDto, FieldErrorDto } from './error-response.dto';
import { SECURITY_SCHEMES, withAccess } from './openapi-access';
import { TAG_DESCRIPTIONS } from './openapi-tags';

export const DOCS_PATH = 'api/docs';
export const DOCS_JSON_PATH = 'api/docs-json';

// The OpenAPI document of the whole API. Operation ids are the controller method names (unique
// across the API), so the SPA's generated hooks read like the methods they call.
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Coach site API')
    .setDescription(
      'The API behind the site: blog, shop, account, admin, contact and chat. ' +
        'Every error has the body `ErrorResponseDto`: `{ statusCode, message, error?, errors? }`, where `message` ' +
        'is a sentence a person can read and `errors` lists invalid fields. Malformed input answers 400: a NUL or ' +
        'broken Unicode character in the address, a query value or the body, JSON nested deeper than 32 levels, ' +
        'ids and whole numbers outside 1 to 2147483647. While the database cannot be reached every call but ' +
        "`/api/health` answers 503 with `Retry-After`. Each operation's `security` says who may call it: anybody " +
        '(none), a signed-in session (with the `X-XSRF-TOKEN` header on writes), or also an API key sent as ' +
        '`Authorization: Bearer <key>` (`x-api-key-scopes`: which keys an admin route takes).',
    )
    .setVersion('1.0')
    .setLicense('The site’s terms of service', '/terms-of-service')
    // relative: Swagger UI's "Try it out" calls the site that serves it
    .addServer('/', 'This site')
    .build();
  const document = scannedDocument(app, config);
  // the site's own contact form (the owner's address is configuration, not part of the document)
  document.info.contact = { name: 'The site owner', url: '/contact' };
  document.components = { ...document.components, securitySchemes: { ...SECURITY_SCHEMES } };
  document.tags = usedTags(document).map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? '' }));
  return withDefaultErrorResponse(withAccess(document, app));
}

// What SwaggerModule reads from the controllers' decorators, once per process for each set of
// controllers (the same controllers describe the same API): the tests start the app some two hundred
// times a run, and scanning the decorators was a sixth of a second of each start. Each call gets a copy
// of its own to complete.
const scanned: { controllers: unknown[]; document: OpenAPIObject }[] = [];

function scannedDocument(app: INestApplication, config: Omit<OpenAPIObject, 'paths'>): OpenAPIObject {
  const controllers = [...app.get(ModulesContainer).values()].flatMap((module) => [...module.controllers.keys()]);
  const same = (known: unknown[]) => known.length === controllers.length && known.every((c, i) => c === controllers[i]);
  let entry = scanned.find((known) => same(known.controllers));
  if (!entry) {
    const document = SwaggerModule.createDocument(app, config, {
      operationIdFactory: (_controllerKey, methodKey) => methodKey,
      // each operation names its tag; a controller's class name is never one (it would have no description)
      autoTagControllers: false,
      extraModels: [ErrorResponseDto, FieldErrorDto],
    });
    entry = { controllers, document };
    scanned.push(entry);
  }
  return structuredClone(entry.document);
}

// The tags the operations use, in the order of TAG_DESCRIPTIONS (then any other).
function usedTags(document: OpenAPIObject): string[] {
  const used = new Set(
    Object.values(document.paths).flatMap((pathItem) =>
      (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => pathItem[method]?.tags ?? []),
    ),
  );
  const known = Object.keys(TAG_DESCRIPTIONS);
  return [...known.filter((name) => used.has(name)), ...[...used].filter((name) => !known.includes(name))];
}

// Every operation documents the shared error body for any status it does not list itself, and a
// success a decorator left without words is named by its status (200 "OK", 201 "Created"); an
// error's words are its message, written where it is documented (the contract test holds them).
function withDefaultErrorResponse(document: OpenAPIObject): OpenAPIObject {
  for (const pathItem of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = pathItem[method];
      if (!operation) continue;
      for (const [status, response] of Object.entries(operation.responses) as [string, { description?: string }][])
        if (!response.description && Number(status) < 400) response.description = STATUS_CODES[status] ?? 'Answer';
      operation.responses.default ??= {
        description: 'Error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } } },
      };
    }
  }
  return document;
}

export function setupSwagger(app: INestApplication): void {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup(DOCS_PATH, app, document, {
    jsonDocumentUrl: DOCS_JSON_PATH,
    customSiteTitle: 'Coach site API',
    swaggerOptions: {
      withCredentials: true,
      // no persistAuthorization: a key typed into "Authorize" lives in the page only, never in
      // localStorage, where any script on the site's origin could read an admin key (the session
      // cookie is HttpOnly)
      // "Try it out" with the session sends the CSRF token like the SPA does; a call with an API key
      // needs none (this function runs in the browser, serialised as text: it can use no names from
      // this file)
      requestInterceptor: (req: { headers: Record<string, string> }) => {
        if (Object.keys(req.headers).some((name) => name.toLowerCase() === 'authorization')) return req;
        const match = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(
          (globalThis as unknown as { document: { cookie: string } }).document.cookie,
        );
        if (match) req.headers['X-XSRF-TOKEN'] = decodeURIComponent(match[1]);
        return req;
      },
    },
  });
}
