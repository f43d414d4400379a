import type { RawBodyRequest } from '@nestjs/common';
import express from 'express';
import type { Request, RequestHandler } from 'express';

// Far deeper than any payload of the API (a Stripe event is under 10 levels); deeper bodies are
// attacks: they overflow the stack of class-transformer and cost time on every level.
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP = 'entity.too.deep';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

// One pass over the raw bytes, counting brackets outside strings, stopping at the first level too
// deep: cheap enough to run before parsing, so a hostile body never reaches the parser. These
// bytes never occur inside a multi-byte UTF-8 character.
export function jsonDepthExceeds(body: Uint8Array, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      if (++depth > max) return true;
    } else if (CLOSERS.has(byte)) {
      depth--;
    }
  }
  return false;
}

// express.json that keeps the raw body (the Stripe webhook verifies its signature over it) and
// refuses bodies nested deeper than MAX_JSON_DEPTH before parsing them.
export function jsonBodyParser(limit: string): RequestHandler {
  return express.json({
    limit,
    verify: (req: Request, _res, body: Buffer) => {
      (req as RawBodyRequest<Request>).rawBody = body;
      if (jsonDepthExceeds(body)) {
        throw Object.assign(new Error('The request body is nested too deeply.'), {
          status: 400,
          expose: true,
          type: TOO_DEEP,
        });
      }
    },
  });
}
