import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { type MultipartBody, toFormData } from './form-data';
import { askForProof, asksForProof } from './proof';

// The shape the generated endpoints produce (RTK Query's FetchArgs, minus what we never use).
export interface ApiRequest {
  url: string;
  method?: string;
  body?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR';
  message: string;
}

export interface ApiExtraOptions {
  // the current-user read treats "not signed in" as data, not as a failure
  on401?: 'returnNull';
  // the contract's body is multipart/form-data: sent as FormData (generated-extras.ts marks these)
  multipart?: true;
}

export interface ApiBaseQueryOptions {
  baseUrl?: string;
  fetchFn?: (request: Request) => Promise<Response>;
}

// what a successful answer carries besides its body: its headers (a paged list's cursor and total)
export interface ApiMeta {
  headers: Headers;
}

export type ApiBaseQuery = BaseQueryFn<string | ApiRequest, unknown, ApiError, ApiExtraOptions, ApiMeta>;

function joinUrl(baseUrl: string, url: string, params?: Record<string, unknown>): string {
  let full = /^https?:\/\//.test(url) ? url : `${baseUrl.replace(/\/$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
  // what a browser's Request does anyway; also lets the same-origin base URL work under jsdom
  if (typeof location !== 'undefined') full = new URL(full, location.href).href;
  if (!params) return full;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return full;
  return `${full}${full.includes('?') ? '&' : '?'}${query}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS'];
const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';

export function csrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  const match = new RegExp(`(?:^|; )${CSRF_COOKIE}=([^;]*)`).exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : null;
}

const isUnsafe = (request: ApiRequest) => !SAFE_METHODS.includes((request.method ?? 'GET').toUpperCase());

function buildInit(request: ApiRequest, signal: AbortSignal): RequestInit {
  const headers = new Headers(request.headers);
  // the API hands out a CSRF token in a cookie; state-changing calls echo it back
  const token = isUnsafe(request) ? csrfToken() : null;
  if (token) headers.set(CSRF_HEADER, token);
  headers.set('Cache-Control', 'no-cache');
  headers.set('Pragma', 'no-cache');
  let body: BodyInit | undefined;
  if (request.body !== undefined && request.body !== null) {
    if (isRawBody(request.body)) {
      // multipart uploads: the browser must set the boundary itself
      body = request.body;
    } else {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(request.body);
    }
  }
  return { method: request.method ?? 'GET', headers, body, credentials: 'include', signal };
}

// Spec section 7: credentials and no-cache on every call, JSON content type only with a body,
// 401 → null where the endpoint opts in, 304 → forced reload, other failures → `status: text`.
// No retries (it is deliberately not wrapped in RTK's retry()), but for one: an action that asked
// for a recent proof of who is signed in is sent again once the owner gave it (proof.ts).
export function apiBaseQuery({ baseUrl = '', fetchFn }: ApiBaseQueryOptions = {}): ApiBaseQuery {
  return async (args, { signal }, extraOptions) => {
    const given = typeof args === 'string' ? { url: args } : args;
    const request =
      extraOptions?.multipart && given.body ? { ...given, body: toFormData(given.body as MultipartBody) } : given;
    const url = joinUrl(baseUrl, request.url, request.params);
    // resolved per call so the global fetch can be swapped (tests, polyfills)
    const doFetch = fetchFn ?? ((req: Request) => fetch(req));

    let response: Response;
    try {
      // no token yet (the very first call of a visit is a write): any API read hands one out
      if (isUnsafe(request) && typeof document !== 'undefined' && csrfToken() === null) {
        await doFetch(new Request(joinUrl(baseUrl, '/api/health'), { credentials: 'include', signal }));
      }
      const init = buildInit(request, signal);
      response = await doFetch(new Request(url, init));
      if (response.status === 304) {
        response = await doFetch(new Request(url, { ...init, cache: 'reload' }));
      }
    } catch (e) {
      return { error: { status: 'FETCH_ERROR', message: e instanceof Error ? e.message : String(e) } };
    }

    if (response.status === 401 && extraOptions?.on401 === 'returnNull') {
      return { data: null };
    }

    let text = await response.text();
    // an action asking for a recent proof: once the owner confirmed who they are, it goes again
    if (asksForProof(response.status, text) && (await askForProof())) {
      try {
        response = await doFetch(new Request(url, buildInit(request, signal)));
        text = await response.text();
      } catch (e) {
        return { error: { status: 'FETCH_ERROR', message: e instanceof Error ? e.message : String(e) } };
      }
    }
    if (!response.ok) {
      return {
        error: { status: response.status, message: `${response.status}: ${text || response.statusText}` },
      };
    }
    const meta = { headers: response.headers };
    if (text === '') return { data: null, meta };
    try {
      return { data: JSON.parse(text) as unknown, meta };
    } catch {
      return { error: { status: 'PARSING_ERROR', message: `${response.status}: ${text}` } };
    }
  };
}
