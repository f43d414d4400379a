// @vitest-environment node
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// generated.ts must be exactly what the codegen makes from backend/openapi.json today.
const frontendDir = fileURLToPath(new URL('../..', import.meta.url));
const config = createRequire(import.meta.url)('../../openapi-config.cjs') as {
  schemaFile: string;
  apiFile: string;
  outputFile: string;
  prettierConfigFile: string;
};
const resolve = (file: string) => path.resolve(frontendDir, file);

it('src/api/generated.ts matches the backend OpenAPI document', { timeout: 60_000 }, async () => {
  const outputFile = resolve(config.outputFile);
  const { outputFile: _written, ...options } = config;
  const expected = await generateEndpoints({
    ...options,
    schemaFile: resolve(config.schemaFile),
    // the CLI writes the import relative to the output file; without outputFile we do the same by hand
    apiFile: `./${path.relative(path.dirname(outputFile), resolve(config.apiFile))}`,
    prettierConfigFile: resolve(config.prettierConfigFile),
  });
  const committed = readFileSync(outputFile, 'utf8');
  expect(committed, 'src/api/generated.ts is stale: run `make openapi`').toBe(expected);
});
