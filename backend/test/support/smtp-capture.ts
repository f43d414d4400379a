import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  // when the server answered (Date.now())
  at: number;
  raw: string;
  subject: string;
  header(name: string): string | undefined;
  // the decoded text/plain and text/html parts
  text(): string;
  html(): string;
  // the calendar invitation's text/calendar part ('' when none)
  calendar(): string;
}

// RFC 2047 words in a header ("=?UTF-8?Q?J=C3=B6ns?="), as a mail client shows them.
export function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_m, encoding: string, word: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(word, 'base64').toString('utf8')
      : Buffer.from(
          word
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

// The leaf parts of a message or part: itself, or those of each part of its multipart body (a mail
// with an attachment or a calendar invitation nests multipart/alternative in multipart/mixed).
// Parts are split on the entity's own boundary: a line inside a part may start with "--" too.
function leafParts(entity: string): string[] {
  const head = entity.split(/\r?\n\r?\n/)[0];
  const boundary = /^Content-Type:\s*multipart\/[^]*?boundary="?([^";\r\n]+)"?/im.exec(head)?.[1];
  if (!boundary) return [entity];
  return entity
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .flatMap((p) => leafParts(p.replace(/^\r?\n/, '')));
}

// The body of the part with this content type, undoing its transfer encoding.
function partOf(raw: string, type: string): string {
  const part = leafParts(raw).find((p) => new RegExp(`^Content-Type: ${type}`, 'im').test(p.split(/\r?\n\r?\n/)[0]));
  if (!part) return '';
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').replace(/\r?\n$/, '');
  const encoding = /^Content-Transfer-Encoding: (\S+)/im.exec(head)?.[1].toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body.replace(/\r\n/g, '\n');
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

// A real SMTP server on loopback that keeps what it receives. It can refuse the next N messages
// with a temporary error (451, keeping them in `refused`), refuse some addresses for good (550) or
// for now (451, at RCPT TO, counting each in `deferrals`), answer slowly, or hold every answer
// until resume(), to exercise retries, bounces and interrupted sends.
export class SmtpCapture {
  readonly mails: CapturedMail[] = [];
  readonly refused: CapturedMail[] = [];
  readonly rejectRecipients = new Set<string>();
  readonly deferRecipients = new Set<string>();
  deferrals = 0;
  refuseNext = 0;
  delayMs = 0;
  private held: (() => void)[] | null = null;
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const to = address.address.toLowerCase(); // the sets hold lower-cased addresses
        if (this.rejectRecipients.has(to)) return callback(smtpError('Mailbox unavailable', 550));
        if (!this.deferRecipients.has(to)) return callback();
        this.deferrals++;
        callback(smtpError('Mailbox busy, try again later', 451));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail: CapturedMail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: SmtpCapture.headerOf(raw, 'Subject') ?? '',
            header: (name) => SmtpCapture.headerOf(raw, name),
            text: () => partOf(raw, 'text/plain'),
            html: () => partOf(raw, 'text/html'),
            calendar: () => partOf(raw, 'text/calendar'),
            at: 0,
          };
          const answer = () => {
            mail.at = Date.now();
            if (this.refuseNext > 0) {
              this.refuseNext--;
              this.refused.push(mail);
              return callback(smtpError('Try again later', 451));
            }
            this.mails.push(mail);
            callback();
          };
          setTimeout(() => (this.held ? this.held.push(answer) : answer()), this.delayMs);
        });
      },
    });
    this.ignoreResets();
  }

  // A client killed mid-connection (the crash test) resets its socket: not an error of this server.
  private ignoreResets(): void {
    this.server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') throw error;
    });
  }

  // Messages arriving from now on wait for resume() before they are accepted (or refused).
  pause(): void {
    this.held ??= [];
  }

  resume(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const answer of held) answer();
  }

  get heldCount(): number {
    return this.held?.length ?? 0;
  }

  static headerOf(raw: string, name: string): string | undefined {
    const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return line?.slice(name.length + 1).trim();
  }

  // on `port` to stand in for a server that was down on it
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return `smtp://127.0.0.1:${this.port}`;
  }

  recipients(): string[] {
    return this.mails.flatMap((m) => m.to).sort();
  }

  messageIds(): string[] {
    return this.mails.map((m) => m.header('Message-ID') ?? '').sort();
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

// How much longer than on a quiet machine a condition may take: CI shares its 2 cores with other
// work, and a wait that ends early costs nothing. The timeouts callers pass are quiet-machine figures.
const LOADED_MACHINE = 6;
// how often the condition is checked again: a poll, not a wait that hopes time has passed
const POLL_MS = 50;

export async function waitFor<T>(
  check: () => Promise<T | false> | T | false,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs * LOADED_MACHINE;
  for (;;) {
    const result = await check();
    if (result !== false) return result;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}
