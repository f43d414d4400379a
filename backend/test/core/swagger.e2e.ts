import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { runInNewContext } from 'node:vm';
import request from 'supertest';
import { renderOpenApiDocument } from '../../src/cli/openapi-document';
import { buildOpenApiDocument } from '../../src/core/http/swagger';
import { createTestApp, TestApp } from '../support/test-app';

interface SwaggerUiOptions {
  persistAuthorization?: boolean;
  requestInterceptor: (req: { headers: Record<string, string> }) => { headers: Record<string, string> };
}

describe('API documentation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves Swagger UI at /api/docs', async () => {
    const res = await request(t.server).get('/api/docs').redirects(1).expect(200);
    expect(res.text).toContain('swagger-ui');
  });

  it('lets "Try it out" pass the CSRF check: the page hands out the token and the UI echoes it', async () => {
    const page = await request(t.server).get('/api/docs/').expect(200);
    expect([page.headers['set-cookie']].flat().join()).toMatch(/XSRF-TOKEN=/);
    const init = await request(t.server).get('/api/docs/swagger-ui-init.js').expect(200);
    expect(init.text).toContain("req.headers['X-XSRF-TOKEN']");
  });

  // The options Swagger UI starts with, from the served init script run as the page runs it.
  async function swaggerUiOptions(cookie: string): Promise<SwaggerUiOptions> {
    const init = await request(t.server).get('/api/docs/swagger-ui-init.js').expect(200);
    let options: SwaggerUiOptions | undefined;
    const SwaggerUIBundle = Object.assign((o: SwaggerUiOptions) => ((options = o), {}), {
      presets: { apis: {} },
      plugins: {},
    });
    const page = {
      window: { location: { search: '', origin: 'http://localhost' } } as { onload?: () => void },
      document: { cookie },
      SwaggerUIBundle,
      SwaggerUIStandalonePreset: {},
    };
    runInNewContext(init.text, page);
    page.window.onload!();
    return options!;
  }

  it('sends the CSRF token with the session, none with an API key, and never stores "Authorize"', async () => {
    const options = await swaggerUiOptions('sid=s%3Aabc; XSRF-TOKEN=n.sig%2B');
    // persisted, an admin key would sit in localStorage for any script on the origin to read
    expect(options.persistAuthorization).toBeUndefined();
    expect(options.requestInterceptor({ headers: {} }).headers).toEqual({ 'X-XSRF-TOKEN': 'n.sig+' });
    const withKey = { headers: { Authorization: 'Bearer csk_x' } };
    expect(options.requestInterceptor(withKey).headers).toEqual({ Authorization: 'Bearer csk_x' });
  });

  it('offers "Authorize" for the session, its CSRF header and an API key', async () => {
    const { body } = await request(t.server).get('/api/docs-json').expect(200);
    expect(body.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'sid' }),
      csrf: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' }),
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(body.servers).toEqual([{ url: '/', description: 'This site' }]);
  });

  it('documents the health endpoint and the shared error shape', async () => {
    const { body } = await request(t.server).get('/api/docs-json').expect(200);
    const health = body.paths['/api/health'].get;
    expect(Object.keys(health.responses)).toEqual(expect.arrayContaining(['200', '503', 'default']));
    expect(health.responses.default.content['application/json'].schema.$ref).toBe(
      '#/components/schemas/ErrorResponseDto',
    );
    expect(Object.keys(body.components.schemas.ErrorResponseDto.properties)).toEqual([
      'statusCode',
      'message',
      'error',
      'errors',
      // a dripped lesson's 403 (modules/courses)
      'opensAt',
      // a 403 asking for a recent proof (core/access/recent-proof.ts)
      'reauthenticate',
      // a 5xx's trace id, to quote (core/observability/trace-context.ts)
      'reference',
    ]);
  });

  it('matches the committed backend/openapi.json (run `make openapi` after changing the API)', async () => {
    const committed = readFileSync(path.resolve(__dirname, '../../openapi.json'), 'utf8');
    const current = await renderOpenApiDocument();
    if (current !== committed) {
      throw new Error('backend/openapi.json is stale: run `make openapi` and commit the result');
    }
    const served = await request(t.server).get('/api/docs-json').expect(200);
    expect(served.body).toEqual(JSON.parse(committed));
  });

  // the decorators are read once per process for a set of controllers (core/http/swagger.ts): each
  // call still gets a document of its own, the same as the app serves
  it('hands each call a document of its own, the one the app serves', async () => {
    const first = buildOpenApiDocument(t.app);
    const second = buildOpenApiDocument(t.app);
    expect(second).toEqual(first);
    first.paths['/api/health'].get!.summary = 'changed by one caller';
    delete first.paths['/api/blog-posts'];
    expect(second.paths['/api/health'].get!.summary).not.toBe('changed by one caller');
    expect(buildOpenApiDocument(t.app).paths['/api/blog-posts']).toBeDefined();
    const served = await request(t.server).get('/api/docs-json').expect(200);
    expect(served.body).toEqual(second);
  });
});
