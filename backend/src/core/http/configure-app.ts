import type { NestExpressApplication } from '@nestjs/platform-express';
import passport from 'passport';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { csrfCookieMiddleware } from './csrf';
import { requestLogger } from './request-logger.middleware';
import { securityHeaders } from './security-headers';
import { sessionMiddleware } from './session.middleware';
import { spaMiddleware } from './spa.middleware';
import { setupSwagger } from './swagger';
import { createValidationPipe } from './validation.pipe';

// Everything HTTP around the modules, in one place so the server and the tests run the same app.
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.setGlobalPrefix('api');
  // nginx (or another proxy) sits in front: trust its X-Forwarded-* for client IPs and https
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: '1mb' });
  app.use(requestLogger(config.nodeEnv === 'production'), securityHeaders());
  const pool = (app.get(DataSource).driver as unknown as { master: Pool }).master;
  app.use(sessionMiddleware(config, pool), passport.initialize(), passport.session());
  app.use(csrfCookieMiddleware(config.sessionSecret!, config.nodeEnv === 'production'));
  if (config.spaDir) app.use(...spaMiddleware(config.spaDir));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  setupSwagger(app);
}
