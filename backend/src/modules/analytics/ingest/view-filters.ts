import type { IncomingHttpHeaders } from 'node:http';
import { isbot } from 'isbot';
import type { DeviceClass } from '../entities/page-view.entity';

// Who asked for a view to be counted, as both ways in tell it (the route and the fast path,
// core/http/fast-beacons.ts): read from the request's headers, its address as Express reads it.
export interface ViewSource {
  ip: string;
  userAgent: string | undefined;
  doNotTrack: boolean;
  globalPrivacyControl: boolean;
  // the Host the page was asked of: a referrer on it is the site itself
  host: string | undefined;
  // a signed-in admin: the owner's own visits are not counted
  admin: boolean;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function viewSourceOf(headers: IncomingHttpHeaders, ip: string, admin: boolean): ViewSource {
  return {
    ip,
    userAgent: header(headers, 'user-agent')?.trim() || undefined,
    doNotTrack: header(headers, 'dnt')?.trim() === '1',
    globalPrivacyControl: header(headers, 'sec-gpc')?.trim() === '1',
    host: hostOf(header(headers, 'host')),
    admin,
  };
}

// the owner's screens (the admin, its setup, the product manager) and a customer's account are
// not the site's audience (the SPA's routes, frontend/src/app/router.tsx)
const NOT_COUNTED_PATH = /^\/(admin|admin-setup|product-manager|account)(\/|$)/i;

// Whether a view is counted at all: not a known bot, not a browser that asks not to be tracked,
// not the owner, not a private page. (A visitor's 60 a minute are counted by VisitorBudget.)
export function countable(source: ViewSource, path: string): boolean {
  if (!source.userAgent || isbot(source.userAgent)) return false;
  if (source.doNotTrack || source.globalPrivacyControl || source.admin) return false;
  return !NOT_COUNTED_PATH.test(path);
}

export function deviceOf(userAgent: string): DeviceClass {
  if (/iPad|Tablet/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'tablet';
  if (/Mobi|iPhone|Android/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

// the page's address without its query or fragment (a reset link's token is nobody's statistic)
export const pathOf = (path: string): string => path.replace(/[?#].*$/s, '');

// "example.org" of "https://example.org:8443/x", lowercased; undefined for anything else
function hostOf(value: string | undefined): string | undefined {
  const host = value?.trim().toLowerCase().replace(/:\d*$/, '');
  return host || undefined;
}

// The host of the page the visitor came from, or null: unknown, not a URL, or one of ours.
export function referrerHostOf(referrer: string | undefined, ownHosts: readonly (string | undefined)[]): string | null {
  if (!referrer?.trim()) return null;
  let host: string;
  try {
    host = new URL(referrer.trim()).hostname.toLowerCase();
  } catch {
    return null;
  }
  return host && !ownHosts.includes(host) ? host.slice(0, 255) : null;
}
