// @vitest-environment node
import { generateEndpoints, parseConfig } from '@rtk-query/codegen-openapi';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLIENTS as EXTRAS, generateExtras } from '../../openapi-extras.mjs';

// generated.ts, generated-admin.ts, the features' own clients and the extras must be exactly what
// the codegen makes from backend/openapi.json today, and they are the only way the SPA reaches the API.
const frontendDir = fileURLToPath(new URL('../..', import.meta.url));
const config = createRequire(import.meta.url)('../../openapi-config.cjs') as Parameters<typeof parseConfig>[0] & {
  SERVER_ONLY: string[];
  FEATURE_CLIENTS: { file: string; prefixes: string[] }[];
  isAdminPath: (path: string) => boolean;
  isAdminClientPath: (path: string) => boolean;
  isPublicPath: (path: string) => boolean;
  featureClientOf: (path: string) => { file: string } | undefined;
};
const {
  SERVER_ONLY: _serverOnly,
  FEATURE_CLIENTS: _featureClients,
  isAdminPath,
  isAdminClientPath,
  isPublicPath,
  featureClientOf,
  ...codegenConfig
} = config;
const outputs = parseConfig(codegenConfig);
const resolve = (file: string) => path.resolve(frontendDir, file);
const read = (file: string) => readFileSync(file, 'utf8');
const PUBLIC_CLIENT = 'src/api/generated.ts';
const ADMIN_CLIENT = 'src/api/generated-admin.ts';
const FEATURE_CLIENTS = config.FEATURE_CLIENTS.map((client) => path.relative(frontendDir, resolve(client.file)));

const document = JSON.parse(read(resolve(config.schemaFile))) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};
const operations = Object.entries(document.paths).flatMap(([url, item]) =>
  Object.values(item).map(({ operationId }) => ({ url, operationId })),
);
const inClient = (o: { operationId: string }) => !config.SERVER_ONLY.includes(o.operationId);
// the endpoints of a generated client
const endpointsOf = (file: string) =>
  [...read(resolve(file)).matchAll(/^ {4}(\w+): build\.(?:query|mutation)/gm)].map(([, name]) => name);
const publicEndpoints = endpointsOf(PUBLIC_CLIENT);
const adminEndpoints = endpointsOf(ADMIN_CLIENT);
const clientEndpoints = [PUBLIC_CLIENT, ADMIN_CLIENT, ...FEATURE_CLIENTS].flatMap(endpointsOf);

it('makes the clients: the public one, the admin one and the features’ own', () => {
  expect(FEATURE_CLIENTS).toEqual(
    expect.arrayContaining([
      'src/api/generated-memberships.ts',
      'src/api/generated-courses.ts',
      'src/api/generated-bookings.ts',
      'src/api/generated-lead-magnets.ts',
    ]),
  );
  expect(outputs.map((o) => path.relative(frontendDir, resolve(o.outputFile))).sort()).toEqual(
    [ADMIN_CLIENT, ...FEATURE_CLIENTS, PUBLIC_CLIENT].sort(),
  );
});

it.each(FEATURE_CLIENTS)('keeps the endpoints of %s in it, out of the public pages’ one', (file) => {
  const own = operations.filter((o) => featureClientOf(o.url)?.file === `./${file}` && inClient(o));
  expect(own.length).toBeGreaterThan(0);
  expect([...endpointsOf(file)].sort()).toEqual(own.map((o) => o.operationId).sort());
  for (const { operationId } of own) expect(publicEndpoints).not.toContain(operationId);
});

it('puts in the features’ clients what only their lazy screens call, and leaves the public pages’ calls', () => {
  const clientOf = (url: string) => featureClientOf(url)?.file;
  expect(clientOf('/api/account/membership')).toBe('./src/api/generated-memberships.ts');
  expect(clientOf('/api/account/plans')).toBe('./src/api/generated-memberships.ts');
  expect(clientOf('/api/courses/{slug}/lessons/{lessonId}')).toBe('./src/api/generated-courses.ts');
  expect(clientOf('/api/account/courses')).toBe('./src/api/generated-courses.ts');
  expect(clientOf('/api/bookings/mine')).toBe('./src/api/generated-bookings.ts');
  expect(clientOf('/api/bookings')).toBe('./src/api/generated-bookings.ts');
  // a free guide's pages and the form under posts, which a post loads once it is interactive
  expect(clientOf('/api/lead-magnets')).toBe('./src/api/generated-lead-magnets.ts');
  expect(clientOf('/api/lead-magnets/{slug}/claims')).toBe('./src/api/generated-lead-magnets.ts');
  // the course page's own: the course, its drip-mail switch and the certificate
  for (const url of ['/api/courses/{slug}', '/api/courses/{slug}/drip-mails', '/api/courses/{slug}/certificate']) {
    expect(isPublicPath(url), url).toBe(true);
  }
  expect(clientOf('/api/admin/bookings')).toBeUndefined();
  // the owner's Assistant screen, an admin section of its own
  expect(clientOf('/api/admin/assistant/faq')).toBe('./src/api/generated-assistant.ts');
  expect(isAdminClientPath('/api/admin/assistant/faq')).toBe(false);
  // the owner's Webhooks screen, likewise
  expect(clientOf('/api/admin/webhooks/deliveries')).toBe('./src/api/generated-webhooks.ts');
  expect(isAdminClientPath('/api/admin/webhooks')).toBe(false);
  expect(operations.filter((o) => isPublicPath(o.url)).every((o) => !isAdminPath(o.url))).toBe(true);
});

it.each(outputs.map((o) => [path.relative(frontendDir, resolve(o.outputFile)), o] as const))(
  '%s matches the backend OpenAPI document',
  { timeout: 60_000 },
  async (file, { outputFile: _written, ...options }) => {
    const outputFile = resolve(file);
    const expected = await generateEndpoints({
      ...options,
      schemaFile: resolve(options.schemaFile),
      // the CLI writes the import relative to the output file; without outputFile we do the same by hand
      apiFile: `./${path.relative(path.dirname(outputFile), resolve(options.apiFile))}`,
      prettierConfigFile: resolve(options.prettierConfigFile!),
    });
    expect(read(outputFile), `${file} is stale: run \`make openapi\``).toBe(expected);
  },
);

it.each(EXTRAS.map((client) => [path.relative(frontendDir, client.outputFile), client] as const))(
  '%s matches the backend OpenAPI document',
  async (file, client) => {
    expect(read(client.outputFile), `${file} is stale: run \`make openapi\``).toBe(await generateExtras(client));
  },
);

describe("the SPA's client", () => {
  it('has every operation of the contract but the server-only ones', () => {
    const expected = operations.filter(inClient).map((o) => o.operationId);
    expect([...clientEndpoints].sort()).toEqual(expected.sort());
  });

  it('keeps the owner’s endpoints (under /api/admin/) in the admin client or an admin feature’s own, out of the public pages’ one', () => {
    const admin = operations.filter((o) => o.url.startsWith('/api/admin/') && inClient(o));
    expect(admin.length).toBeGreaterThan(0);
    const inAdminClient = admin.filter((o) => !featureClientOf(o.url));
    expect([...adminEndpoints].sort()).toEqual(inAdminClient.map((o) => o.operationId).sort());
    for (const { operationId } of admin) expect(publicEndpoints).not.toContain(operationId);
    expect(operations.filter((o) => isAdminPath(o.url))).toEqual(
      operations.filter((o) => o.url.startsWith('/api/admin/')),
    );
  });

  it('leaves out the server-only operations: webhooks, mail-link pages, the feed and the site files', () => {
    const names = operations.map((o) => o.operationId);
    for (const name of config.SERVER_ONLY) expect(names, `${name} is no operation of openapi.json`).toContain(name);
    const leftOut = operations.filter((o) => !clientEndpoints.includes(o.operationId));
    // whatever is not under /api/ (feed, sitemap, icons…) and every webhook the site receives is among
    // them (the owner's outbound webhooks, under /api/admin/, are the Webhooks tab's)
    const inbound = (url: string) => url.includes('webhook') && !url.startsWith('/api/admin/');
    const mustBeLeftOut = operations.filter((o) => !o.url.startsWith('/api/') || inbound(o.url));
    expect(mustBeLeftOut.length).toBeGreaterThan(0);
    expect(leftOut).toEqual(expect.arrayContaining(mustBeLeftOut));
    expect(clientEndpoints).not.toContain('handleStripeWebhook');
    expect(clientEndpoints).not.toContain('showUnsubscribe');
  });

  it('is the only way the features call the API: no api.ts (nor learning-api.ts…) writes a URL of its own', () => {
    const featuresDir = resolve('src/features');
    const isApiFile = (name: string) => name === 'api.ts' || name.endsWith('-api.ts');
    const apiFilesIn = (dir: string) =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile() && isApiFile(entry.name))
        .map((entry) => path.join(dir, entry.name));
    const apiFiles = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => [path.join(featuresDir, entry.name), path.join(featuresDir, entry.name, 'admin')])
      .flatMap((dir) => {
        try {
          return apiFilesIn(dir);
        } catch {
          return [];
        }
      });
    expect(apiFiles).toContain(path.join(featuresDir, 'courses', 'learning-api.ts'));
    expect(apiFiles.length).toBeGreaterThan(5);
    for (const file of apiFiles) {
      const source = read(file);
      expect(source, `${path.relative(frontendDir, file)} writes a request by hand`).not.toMatch(/\burl\s*:/);
      expect(source, `${path.relative(frontendDir, file)} builds a request from a string`).not.toMatch(
        /pagedQuery\(|['`]\/api\//,
      );
    }
  });
});
