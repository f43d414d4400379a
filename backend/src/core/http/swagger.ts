import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorResponseDto, FieldErrorDto } from './error-response.dto';

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
        '`/api/health` answers 503 with `Retry-After`.',
    )
    .setVersion('1.0')
    .addCookieAuth('sid')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
    extraModels: [ErrorResponseDto, FieldErrorDto],
  });
  return withDefaultErrorResponse(document);
}

// Every operation documents the shared error body for any status it does not list itself.
function withDefaultErrorResponse(document: OpenAPIObject): OpenAPIObject {
  for (const pathItem of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = pathItem[method];
      if (!operation) continue;
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
      // "Try it out" sends the CSRF token like the SPA does (this function runs in the browser,
      // serialised as text: it can use no names from this file)
      requestInterceptor: (req: { headers: Record<string, string> }) => {
        const match = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(
          (globalThis as unknown as { document: { cookie: string } }).document.cookie,
        );
        if (match) req.headers['X-XSRF-TOKEN'] = decodeURIComponent(match[1]);
        return req;
      },
    },
  });
}
