import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { renderOpenApiDocument } from './openapi-document';

// Writes the committed OpenAPI document (backend/openapi.json) that the SPA's client is generated
// from. Needs no database: the app is built in preview mode.
renderOpenApiDocument()
  .then((json) => {
    const file = path.resolve(__dirname, '../../openapi.json');
    writeFileSync(file, json);
    console.log(`Wrote ${file}`);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
