// Generates src/api/generated-extras.ts and src/api/generated-admin-extras.ts from the backend's
// OpenAPI document (`make openapi`, after the RTK codegen): what the codegen does not read from it,
// for each of the two clients (openapi-config.cjs: the owner's endpoints, under /api/admin/, are
// the admin client's), and for each feature's own client that needs some (its file, -extras.ts).
// A list whose answer declares the X-Next-Cursor header is paged (its cursor and total ride in headers): it gets a Paged read. An
// operation whose body is multipart/form-data is marked so the base query sends it as FormData,
// and gets the builder of its address for an upload whose progress a page shows (api/upload.ts). A
// read that answers no JSON (a download) gets the builder of its address, for a plain link. A
// beacon (openapi-config.cjs) gets its address, for the page's own fetch.
// generated.test.ts checks the committed files against this generator.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const frontendDir = path.dirname(fileURLToPath(import.meta.url));
export const SCHEMA_FILE = path.resolve(frontendDir, '../backend/openapi.json');
const PRETTIER_CONFIG = path.resolve(frontendDir, '../.prettierrc.json');
const { SERVER_ONLY, BEACONS, FEATURE_CLIENTS, isAdminClientPath, isPublicPath, featureClientOf } = createRequire(
  import.meta.url,
)('./openapi-config.cjs');

// the extras of each client: the file, the generated client it enhances and the name of the result
// (a feature client has no uploads, so no result: its api.ts enhances the generated client itself)
const MAIN_CLIENTS = [
  {
    outputFile: path.resolve(frontendDir, 'src/api/generated-extras.ts'),
    generated: './generated',
    generatedApi: 'generatedApi',
    contractApi: 'contractApi',
    owns: isPublicPath,
  },
  {
    outputFile: path.resolve(frontendDir, 'src/api/generated-admin-extras.ts'),
    generated: './generated-admin',
    generatedApi: 'generatedAdminApi',
    contractApi: 'adminContractApi',
    owns: isAdminClientPath,
  },
];
const FEATURE_EXTRAS = FEATURE_CLIENTS.map((client) => ({
  outputFile: path.resolve(frontendDir, client.file.replace(/\.ts$/, '-extras.ts')),
  generated: `./${path.basename(client.file, '.ts')}`,
  generatedApi: client.exportName,
  owns: (url) => featureClientOf(url) === client,
}));

const VERBS = ['get', 'put', 'post', 'delete', 'patch'];
const capitalize = (name) => name[0].toUpperCase() + name.slice(1);

function operations(document) {
  return Object.entries(document.paths).flatMap(([url, item]) =>
    VERBS.filter((verb) => item[verb]).map((verb) => ({ url, verb, ...item[verb] })),
  );
}

const okResponse = (operation) =>
  Object.entries(operation.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1] ?? {};

export const isPaged = (operation) => 'X-Next-Cursor' in (okResponse(operation).headers ?? {});
export const isMultipart = (operation) => 'multipart/form-data' in (operation.requestBody?.content ?? {});
export const isDownload = (operation) =>
  operation.verb === 'get' &&
  !SERVER_ONLY.includes(operation.operationId) &&
  !('application/json' in (okResponse(operation).content ?? {}));

export const isBeacon = (operation) => BEACONS.includes(operation.operationId);
const needsExtras = (operation) => isPaged(operation) || isMultipart(operation) || isDownload(operation);

// the clients with extras: the two main ones, and each feature client with an operation that needs some
const contract = operations(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
export const CLIENTS = [
  ...MAIN_CLIENTS,
  ...FEATURE_EXTRAS.filter((client) => contract.some((o) => client.owns(o.url) && needsExtras(o))),
];

function pagedDefinition(operation) {
  const name = capitalize(operation.operationId);
  if (operation.verb !== 'get' || (operation.parameters ?? []).some((p) => p.in !== 'query')) {
    throw new Error(`${operation.operationId}: a paged list is a GET with query parameters only`);
  }
  return (
    `export const ${operation.operationId}Paged = ` +
    `pagedQuery<${name}ApiResponse[number], ${name}ApiArg>('${operation.url}');`
  );
}

const downloadLink = ({ operationId, url }) =>
  `export const ${operationId}Url = linkTo<${capitalize(operationId)}ApiArg>('${url}');`;
const beaconAddress = ({ operationId, url }) => `export const ${operationId}Url = '${url}';`;
const uploadLink = ({ operationId, url }) =>
  `export const ${operationId}Url = linkTo<Omit<${capitalize(operationId)}ApiArg, 'body'>>('${url}');`;

// a part of the file: its comment and lines, left out when there are none
const part = (comment, lines) => (lines.length ? [`\n${comment}`, ...lines] : []);

export async function generateExtras(client, schemaFile = SCHEMA_FILE) {
  const all = operations(JSON.parse(readFileSync(schemaFile, 'utf8'))).filter(({ url }) => client.owns(url));
  const paged = all.filter(isPaged);
  const multipart = all.filter(isMultipart);
  const downloads = all.filter(isDownload);
  const beacons = all.filter(isBeacon);
  if (multipart.length && !client.contractApi) {
    throw new Error(`${multipart[0].operationId}: an upload stays in the public client (a feature client has none)`);
  }
  const types = [
    ...paged.flatMap(({ operationId }) => [
      `${capitalize(operationId)}ApiArg`,
      `${capitalize(operationId)}ApiResponse`,
    ]),
    ...downloads.map(({ operationId }) => `${capitalize(operationId)}ApiArg`),
    ...multipart.map(({ operationId }) => `${capitalize(operationId)}ApiArg`),
  ];
  const lines = [
    '// Generated from backend/openapi.json by frontend/openapi-extras.mjs (`make openapi`): never edit by hand.',
    ...(types.length ? [`import type { ${types.join(', ')} } from '${client.generated}';`] : []),
    ...(client.contractApi ? [`import { ${client.generatedApi} } from '${client.generated}';`] : []),
    ...(downloads.length || multipart.length ? [`import { linkTo } from './link';`] : []),
    ...(paged.length ? [`import { pagedQuery } from './paged';`] : []),
    ...part(
      "// The lists the API pages, a page at a time: the contract's arguments as the query string, the\n" +
        '// answer as a Paged (the items, and the next cursor and total from the headers).',
      paged.map(pagedDefinition),
    ),
    ...part('// The downloads the browser opens itself: their addresses.', downloads.map(downloadLink)),
    ...part(
      '// The beacons the pages send themselves, after load and never waited on: their addresses.',
      beacons.map(beaconAddress),
    ),
    ...part(
      '// The uploads whose progress a page follows (api/upload.ts sends them): their addresses.',
      multipart.map(uploadLink),
    ),
    ...(client.contractApi
      ? [
          '\n// The generated client with its multipart bodies sent as FormData (one part per field).',
          `export const ${client.contractApi} = ${client.generatedApi}.enhanceEndpoints({`,
          '  endpoints: {',
          ...multipart.map(({ operationId }) => `    ${operationId}: { extraOptions: { multipart: true } },`),
          '  },',
          '});',
        ]
      : []),
  ];
  const source = `${lines.join('\n')}\n`;
  return prettier.format(source, { ...(await prettier.resolveConfig(PRETTIER_CONFIG)), parser: 'typescript' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const client of CLIENTS) writeFileSync(client.outputFile, await generateExtras(client));
}
