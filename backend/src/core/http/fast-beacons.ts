import type { NestExpressApplication } from '@nestjs/platform-express';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { IncomingHttpHeaders, IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { labelRoute } from '../observability/route-label';
import { isApiKeyCall } from './api-key-calls';
import { uncleanField } from './clean-input.middleware';
import { jsonBodyParser } from './json-body';
import { SESSION_COOKIE } from './session.middleware';
import { VALIDATOR_OPTIONS } from './validation.pipe';

// A beacon: a tiny POST the public pages send by the thousand (analytics' page views) whose answer
// is always 204 when its body is valid. A module provides one under FAST_BEACON (core imports no
// module); it is then answered on the HTTP server itself, ahead of Express, when it comes from a
// browser without a session (no `sid` cookie, no API key): a session's may be the owner's, which
// the app tells. Anything the beacon does not accept as it is (not JSON, over its limit, invalid)
// goes to the app with its body given back, and the app answers it as ever.
export const FAST_BEACON = Symbol('FAST_BEACON');
export interface FastBeacon {
  // its route under the API prefix, e.g. 'analytics/views'
  readonly route: string;
  // its body's limit, for the app's body parser too (413 above it)
  readonly maxBytes: number;
  // a valid body is taken: answered 204 once the promise settles; null leaves it to the app
  accept(body: unknown, headers: IncomingHttpHeaders, ip: string): Promise<void> | null;
}

// The body as the app would take it: clean text, and the DTO's rules with the validation pipe's options.
export function validBody<T extends object>(dto: ClassConstructor<T>, body: unknown): T | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || uncleanField(body, '') !== null) return null;
  const instance = plainToInstance(dto, body);
  return validateSync(instance, VALIDATOR_OPTIONS).length ? null : instance;
}

// Express's compiled 'trust proxy' setting
type TrustProxy = (address: string | undefined, hop: number) => boolean;

// The client's address as Express reads it (req.ip, proxy-addr): the socket's, or the nearest
// X-Forwarded-For entry not added by a trusted proxy.
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const addresses = [req.socket.remoteAddress, ...forwarded];
  let hop = 0;
  while (hop < addresses.length - 1 && trust(addresses[hop], hop)) hop++;
  return addresses[hop] ?? '';
}

export function fastBeaconOf(app: NestExpressApplication): FastBeacon | null {
  try {
    return app.get<symbol, FastBeacon>(FAST_BEACON, { strict: false });
  } catch {
    return null; // no module provides one
  }
}

// The beacon's own body limit, before the app's 1 MB one: its body parser answers 413 above it.
export function limitBeaconBody(app: NestExpressApplication, beacon: FastBeacon, prefix: string): void {
  app.use(`/${prefix}/${beacon.route}`, jsonBodyParser(`${beacon.maxBytes}b`));
}

// A request to the beacon's route (whatever the method: a read it never is); its answer is no read's.
export const toBeacon =
  (beacon: FastBeacon | null, prefix: string) =>
  (req: IncomingMessage & { originalUrl?: string }): boolean =>
    beacon !== null && (req.originalUrl ?? req.url ?? '').split('?')[0] === `/${prefix}/${beacon.route}`;

const SESSION = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);
const JSON_UTF8 = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

function fastPathFor(req: IncomingMessage, path: string, maxBytes: number): boolean {
  const { headers } = req;
  return (
    req.method === 'POST' &&
    req.url === path &&
    !isApiKeyCall(req) &&
    !SESSION.test(headers.cookie ?? '') &&
    JSON_UTF8.test(headers['content-type'] ?? '') &&
    (headers['content-encoding'] ?? 'identity') === 'identity' &&
    Number(headers['content-length'] ?? 0) <= maxBytes
  );
}

export function installFastBeacon(app: NestExpressApplication, beacon: FastBeacon, prefix: string): void {
  const path = `/${prefix}/${beacon.route}`;
  const express = app.getHttpAdapter().getInstance();
  const trust = () => express.get('trust proxy fn') as TrustProxy;
  const server = app.getHttpServer() as Server;
  const [handleInApp] = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!fastPathFor(req, path, beacon.maxBytes)) return handleInApp(req, res);
    readBody(req, beacon.maxBytes, (body) => {
      const taken = body && accepted(beacon, body, req, trust());
      if (taken) {
        labelRoute(req, path);
        const answer = () => res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
        taken.then(answer, answer);
        return;
      }
      if (body?.length) req.unshift(body);
      handleInApp(req, res);
    });
  });
}

function accepted(beacon: FastBeacon, body: Buffer, req: IncomingMessage, trust: TrustProxy): Promise<void> | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  return beacon.accept(parsed, req.headers, clientAddress(req, trust));
}

// The whole body, or null once it is over `maxBytes` (what was read is then given back). It is read
// without letting the stream end, so that a body given back (unshift) is read by the app as sent.
function readBody(req: IncomingMessage, maxBytes: number, done: (body: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const finish = (whole: boolean) => {
    req.off('readable', onReadable);
    const body = Buffer.concat(chunks, size);
    if (whole) return done(body);
    if (size) req.unshift(body);
    done(null);
  };
  const onReadable = () => {
    let chunk: Buffer | null;
    while ((chunk = req.read() as Buffer | null) !== null) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > maxBytes) return finish(false);
    }
    if (req.complete) finish(true);
  };
  req.on('readable', onReadable);
}
