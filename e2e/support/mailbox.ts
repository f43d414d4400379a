import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// The mails the site sent during this run, as the stack's SMTP server received them
// (support/mailbox-server.mjs), read back with their headers and decoded text and HTML parts.
export interface ReceivedMail {
  to: string[];
  header(name: string): string | undefined;
  subject: string;
  text: string;
  html: string;
  // a calendar invitation's text/calendar part (the .ics), '' without one
  calendar: string;
  // its Content-Type header, with the invitation's method ('text/calendar; method=REQUEST; …')
  calendarType: string;
}

const unfold = (head: string) => head.replace(/\r?\n[ \t]+/g, ' ');

function headerOf(head: string, name: string): string | undefined {
  const line = unfold(head)
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

// "=?UTF-8?Q?...?=" and "=?UTF-8?B?...?=" words in a header (RFC 2047)
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_all, kind: string, word: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(word, 'base64').toString('utf8')
      : decodeQuotedPrintable(word.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(body: string): string {
  // as percent-escapes: literal % first, then each =XX byte, so decodeURIComponent reads UTF-8
  const escaped = body
    .replace(/=\r?\n/g, '')
    .replace(/%/g, '%25')
    .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => `%${hex}`);
  return decodeURIComponent(escaped);
}

function decodeBody(head: string, body: string): string {
  const encoding = headerOf(head, 'Content-Transfer-Encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

// The leaf parts of a MIME message, by content type.
function parts(raw: string): { type: string; header: string; body: string }[] {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headerOf(head, 'Content-Type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [{ type: type.split(';')[0].trim().toLowerCase(), header: type, body: decodeBody(head, body) }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => parts(part.replace(/^\r?\n/, '')));
}

function read(file: string): ReceivedMail {
  const raw = readFileSync(file, 'utf8');
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/));
  const all = parts(raw);
  return {
    to: (headerOf(head, 'X-Envelope-To') ?? '').split(',').filter(Boolean),
    header: (name) => {
      const value = headerOf(head, name);
      return value === undefined ? undefined : decodeWords(value);
    },
    subject: decodeWords(headerOf(head, 'Subject') ?? ''),
    text: all.find((p) => p.type === 'text/plain')?.body ?? '',
    html: all.find((p) => p.type === 'text/html')?.body ?? '',
    calendar: all.find((p) => p.type === 'text/calendar')?.body ?? '',
    calendarType: all.find((p) => p.type === 'text/calendar')?.header ?? '',
  };
}

export function mailsTo(address: string): ReceivedMail[] {
  const dir = process.env.E2E_MAILBOX;
  if (!dir) throw new Error('E2E_MAILBOX is not set (support/test.ts sets it for each worker)');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => read(path.join(dir, f)))
    .filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address));
}

// Waits until a mail to `address` (with this subject, or that `match` accepts, if given) has arrived
// (the site sends in the background) and returns the newest such mail.
export async function waitForMail(
  address: string,
  match: string | ((mail: ReceivedMail) => boolean) = () => true,
): Promise<ReceivedMail> {
  const accepts = typeof match === 'string' ? (m: ReceivedMail) => m.subject === match : match;
  const matching = () => mailsTo(address).filter(accepts);
  await expect.poll(() => matching().length, { message: `a mail to ${address}`, timeout: 60_000 }).toBeGreaterThan(0);
  const mails = matching();
  return mails[mails.length - 1];
}

export const isConfirmation = (mail: ReceivedMail) => mail.subject.startsWith('Please confirm your subscription');
export const isWelcome = (mail: ReceivedMail) => mail.subject.startsWith('Welcome to the daily blog e-mail');

// The one-click link of a confirmation mail (the site's own address, PUBLIC_URL).
export function confirmationLink(mail: ReceivedMail): string {
  const link = /Yes, subscribe me: (\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no confirmation link in "${mail.subject}"`);
  return link;
}
