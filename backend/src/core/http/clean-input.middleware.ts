import { BadRequestException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

// PostgreSQL text cannot hold NUL, and a lone UTF-16 surrogate is no character at all (it breaks
// encodeURIComponent and mail headers). Both are refused here, once for every route, before any
// guard, rate limit or query sees the address, the query string or the body.
const UNCLEAN = /[\u0000\p{Cs}]/u; // with the u flag, \p{Cs} matches only unpaired surrogates
const isClean = (text: string) => !UNCLEAN.test(text);

// The path of the first unclean string (or key) in a parsed body or query, or null.
export function uncleanField(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isClean(value) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (!isClean(key)) return path || 'body';
    const found = uncleanField(child, childPath);
    if (found !== null) return found;
  }
  return null;
}

function decodable(segment: string): boolean {
  try {
    return isClean(decodeURIComponent(segment));
  } catch {
    return false; // a broken escape such as "%" or "%E2%82"
  }
}

function uncleanPart(req: Request): string | null {
  if (!req.path.split('/').every(decodable)) return 'The address';
  const query = uncleanField(req.query, '');
  if (query !== null) return `The query parameter "${query}"`;
  const body = uncleanField(req.body, '');
  return body !== null ? `The field "${body}"` : null;
}

export function cleanInputMiddleware(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const part = uncleanPart(req);
    if (!part) return next();
    next(
      new BadRequestException(
        `${part} contains a character that is not allowed (a NUL or a broken Unicode character).`,
      ),
    );
  };
}
