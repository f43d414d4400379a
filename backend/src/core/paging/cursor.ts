// A page's cursor: where the next page starts, as the (timestamp, id) of the last row sent. The
// timestamp keeps PostgreSQL's microseconds (a JavaScript Date would round them away and repeat or
// skip rows that share a millisecond). Opaque to clients: base64url of "<ISO time>_<id>".
import { INT4_MAX } from '../http/int4';

export interface Cursor {
  at: string; // e.g. 2025-11-29T06:00:00.123456Z
  id: number;
}

const DECODED = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})\.\d{6}Z_([1-9]\d{0,9})$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}_${cursor.id}`).toString('base64url');
}

// null for anything encodeCursor did not write (a made-up date such as February 30 included)
export function decodeCursor(text: string): Cursor | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(text)) return null;
  const decoded = Buffer.from(text, 'base64url').toString();
  const match = DECODED.exec(decoded);
  if (!match || Number(match[2]) > INT4_MAX) return null;
  const time = new Date(`${match[1]}Z`);
  if (Number.isNaN(time.getTime()) || time.toISOString().slice(0, 19) !== match[1]) return null;
  return { at: decoded.slice(0, decoded.indexOf('_')), id: Number(match[2]) };
}
