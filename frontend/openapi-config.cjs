// Generates src/api/generated.ts from the backend's committed OpenAPI document (`make openapi`).
// generated.test.ts reads this file, so keep it the single source of the options.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../backend/openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated.ts',
  exportName: 'generatedApi',
  hooks: true,
  // an explicit config (not the editor's) keeps the output identical on every machine
  prettierConfigFile: '../.prettierrc.json',
};
