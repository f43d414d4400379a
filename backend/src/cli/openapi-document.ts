import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../app.module';
import { loadConfig } from '../core/config/app-config';
import { applyGlobalPrefix } from '../core/http/configure-app';
import { buildOpenApiDocument } from '../core/http/swagger';

// The app as the document sees it: built from the modules in preview mode (no providers run, no
// database), with the same global prefix as the server.
export async function createPreviewApp(): Promise<NestExpressApplication> {
  const config = loadConfig({ NODE_ENV: 'test' });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  applyGlobalPrefix(app);
  return app;
}

// The document as committed in backend/openapi.json (written by export-openapi.ts).
export async function renderOpenApiDocument(): Promise<string> {
  const app = await createPreviewApp();
  const document = buildOpenApiDocument(app);
  await app.close();
  return JSON.stringify(document, null, 2) + '\n';
}
