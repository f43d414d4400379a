// @vitest-environment node
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateExtras, OUTPUT_FILE as EXTRAS_FILE } from '../../openapi-extras.mjs';

// generated.ts and generated-extras.ts must be exactly what the codegen makes from
// backend/openapi.json today, and they are the only way the SPA reaches the API.
const frontendDir = fileURLToPath(new URL('../..', import.meta.url));
const config = createRequire(import.meta.url)('../../openapi-config.cjs') as {
  schemaFile: string;
  apiFile: string;
  outputFile: string;
  prettierConfigFile: string;
  SERVER_ONLY: string[];
};
const resolve = (file: string) => path.resolve(frontendDir, file);
const read = (file: string) => readFileSync(file, 'utf8');

const document = JSON.parse(read(resolve(config.schemaFile))) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};
const operations = Object.entries(document.paths).flatMap(([url, item]) =>
  Object.values(item).map(({ operationId }) => ({ url, operationId })),
);
// the endpoints of the SPA's client
const clientEndpoints = [...read(resolve(config.outputFile)).matchAll(/^ {4}(\w+): build\.(?:query|mutation)/gm)].map(
  ([, name]) => name,
);

it('src/api/generated.ts matches the backend OpenAPI document', { timeout: 60_000 }, async () => {
  const outputFile = resolve(config.outputFile);
  const { outputFile: _written, SERVER_ONLY: _serverOnly, ...options } = config;
  const expected = await generateEndpoints({
    ...options,
    schemaFile: resolve(config.schemaFile),
    // the CLI writes the import relative to the output file; without outputFile we do the same by hand
    apiFile: `./${path.relative(path.dirname(outputFile), resolve(config.apiFile))}`,
    prettierConfigFile: resolve(config.prettierConfigFile),
  });
  expect(read(outputFile), 'src/api/generated.ts is stale: run `make openapi`').toBe(expected);
});

it('src/api/generated-extras.ts matches the backend OpenAPI document', async () => {
  expect(read(EXTRAS_FILE), 'src/api/generated-extras.ts is stale: run `make openapi`').toBe(await generateExtras());
});

describe("the SPA's client", () => {
  it('has every operation of the contract but the server-only ones', () => {
    const expected = operations.map((o) => o.operationId).filter((name) => !config.SERVER_ONLY.includes(name));
    expect([...clientEndpoints].sort()).toEqual(expected.sort());
  });

  it('leaves out the server-only operations: webhooks, mail-link pages, the feed and the site files', () => {
    const names = operations.map((o) => o.operationId);
    for (const name of config.SERVER_ONLY) expect(names, `${name} is no operation of openapi.json`).toContain(name);
    const leftOut = operations.filter((o) => !clientEndpoints.includes(o.operationId));
    // whatever is not under /api/ (feed, sitemap, icons…) and every webhook is among them
    const mustBeLeftOut = operations.filter((o) => !o.url.startsWith('/api/') || o.url.includes('webhook'));
    expect(mustBeLeftOut.length).toBeGreaterThan(0);
    expect(leftOut).toEqual(expect.arrayContaining(mustBeLeftOut));
    expect(clientEndpoints).not.toContain('handleStripeWebhook');
    expect(clientEndpoints).not.toContain('showUnsubscribe');
  });

  it('is the only way the features call the API: no api.ts writes a URL of its own', () => {
    const featuresDir = resolve('src/features');
    const apiFiles = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(featuresDir, entry.name, 'api.ts'))
      .filter((file) => {
        try {
          return read(file) !== '';
        } catch {
          return false;
        }
      });
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
