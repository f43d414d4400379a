import { SECURITY_TXT_PATH } from '../../core/http/site-paths';

// How long a security.txt says it holds: RFC 9116 asks for less than a year; the file is made on
// each request, so a reader that keeps a copy finds it valid for months either way.
export const SECURITY_TXT_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

// An address as a mailto: URI (RFC 6068): anything but letters, digits and . _ ~ + - @ escaped, so
// a '?' or '%' in the local part cannot start a query or an escape.
const mailto = (address: string) => `mailto:${address.replace(/[^A-Za-z0-9._~+@-]/g, (c) => encodeURIComponent(c))}`;

// /.well-known/security.txt (RFC 9116): whom to write to about a security problem (the site's
// contact address), until when this holds (midnight UTC, so the file is the same all day), in which
// language, and where the file itself lives.
export function securityTxt(contactEmail: string, publicUrl: string, now = new Date()): string {
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const expires = new Date(day + SECURITY_TXT_DAYS * DAY_MS).toISOString().replace('.000Z', 'Z');
  return [
    `Contact: ${mailto(contactEmail)}`,
    `Expires: ${expires}`,
    'Preferred-Languages: en',
    `Canonical: ${publicUrl}/${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}
