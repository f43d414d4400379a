import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { Observable, tap } from 'rxjs';

// The tables public reads come from; a change to one NOTIFYs its name (migration 1764490000000).
// 'orders': a paid or refunded order (its status) changes the products' counts (migration 1764520000000);
// 'product_reviews': a review changes a product's rating (migration 1764570000000);
// 'course_enrolments': an enrolment changes a course's students (migration 1764590100000);
// 'course_modules', 'course_lessons', 'course_lesson_attachments': a course's outline, on its public
// page (migration 1764660000000); 'lead_magnets': a free guide's page (migration 1764970000000)
export const PUBLIC_TABLES = [
  'blog_posts',
  'products',
  'page_content',
  'site_settings',
  'legal_pages',
  'orders',
  'product_reviews',
  'course_enrolments',
  'course_modules',
  'course_lessons',
  'course_lesson_attachments',
  'lead_magnets',
] as const;
export type PublicTable = (typeof PUBLIC_TABLES)[number];

export const CACHED_READ = 'cached-read';

export type CachedRead =
  // the same answer for every visitor who has no session; with `sameForSignedIn`, for everyone;
  // `noStoreForSignedIn`: a signed-in visitor's answer is stored nowhere, their browser included
  | { kind: 'public'; tables: readonly PublicTable[]; sameForSignedIn: boolean; noStoreForSignedIn?: boolean }
  // one signed-in session's own answer (the current user)
  | { kind: 'session' };

// Browsers ask again every time (their copy is checked by its ETag: 304 when unchanged); a shared
// cache (nginx's micro-cache) may answer from its copy for 2 s.
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=2';
// an answer made for a signed-in visitor (an admin sees more of the products)
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
// an answer made for a signed-in visitor that holds what only they may read (a members-only post):
// no copy anywhere, not even in their browser's cache
export const NO_STORE_CACHE_CONTROL = 'private, no-store';

// the Cache-Control of a public read's answer
export function publicReadCacheControl(read: CachedRead, signedIn: boolean): string {
  if (read.kind !== 'public') return PRIVATE_CACHE_CONTROL;
  if (read.sameForSignedIn || !signedIn) return PUBLIC_CACHE_CONTROL;
  return read.noStoreForSignedIn ? NO_STORE_CACHE_CONTROL : PRIVATE_CACHE_CONTROL;
}

@Injectable()
class PublicReadHeaders implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const read = this.reflector.get<CachedRead>(CACHED_READ, context.getHandler());
    const http = context.switchToHttp();
    const cacheControl = publicReadCacheControl(read, http.getRequest<Request>().user !== undefined);
    return next.handle().pipe(tap(() => http.getResponse<Response>().setHeader('Cache-Control', cacheControl)));
  }
}

// A public GET that every replica answers from memory until one of `tables` changes, skipping the
// session, CSRF and request-log work (core/http/fast-reads.ts). `sameForSignedIn: false` when a
// signed-in visitor may get another answer: theirs is made for them each time (with the session
// read), kept nowhere here, and with `signedIn: 'no-store'` nowhere else either (what it holds is
// theirs alone: a members-only post).
export function PublicRead(
  tables: readonly PublicTable[],
  options: { sameForSignedIn: true } | { sameForSignedIn: false; signedIn?: 'no-cache' | 'no-store' },
) {
  const noStoreForSignedIn = !options.sameForSignedIn && options.signedIn === 'no-store';
  const read: CachedRead = { kind: 'public', tables, sameForSignedIn: options.sameForSignedIn, noStoreForSignedIn };
  return applyDecorators(SetMetadata(CACHED_READ, read), UseInterceptors(PublicReadHeaders));
}

// A public page the server renders (modules/pages) for a visitor without a session: the same for
// every such visitor, kept until any of the public tables changes (a page shows the site settings and
// the posts, products, sections or courses of its kind; a change drops every page, and each is
// rendered again once, when next asked for).
export const PAGE_READ: CachedRead = { kind: 'public', tables: PUBLIC_TABLES, sameForSignedIn: false };

// A signed-in visitor's read of their own account, kept per session until the session or the
// account changes.
export const SessionRead = () => SetMetadata(CACHED_READ, { kind: 'session' } satisfies CachedRead);
