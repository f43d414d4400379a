// The stack's mail server: a real SMTP server on loopback (smtp-server) that writes every message
// it accepts into a folder as an .eml file, where the journeys read them (support/mailbox.ts); or,
// without a folder, hands each to `onMessage(to, text)` (scripts/replica-set.mjs counts them).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startMailbox(dir, onMessage) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        if (!dir) {
          onMessage(to, Buffer.concat(chunks).toString('utf8'));
          return callback();
        }
        const name = `${Date.now()}-${String(++count).padStart(5, '0')}.eml`;
        // the envelope's recipients first, as a header line of our own, then the message as received
        writeFileSync(path.join(dir, name), Buffer.concat([Buffer.from(`X-Envelope-To: ${to}\r\n`), ...chunks]));
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
