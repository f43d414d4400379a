import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../../app.module';
import { loadConfig } from '../config/app-config';
import { applyGlobalPrefix } from './configure-app';
import { buildOpenApiDocument } from './swagger';

// The document as committed in backend/openapi.json: built from the modules in preview mode
// (no providers run, no database), with the same global prefix as the server.
export async function renderOpenApiDocument(): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test' });
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    preview: true,
    logger: false,
    abortOnError: false,
  });
  applyGlobalPrefix(app);
  const document = buildOpenApiDocument(app);
  await app.close();
  return JSON.stringify(document, null, 2) + '\n';
}
