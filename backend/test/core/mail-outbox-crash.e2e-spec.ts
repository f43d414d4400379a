import type { ChildProcess } from 'node:child_process';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { runMigrations } from '../../src/core/database/run-migrations';
import { emptyBlog, makeSubscribersInBulk } from '../support/factories';
import { killReplica, startReplica } from '../support/replica-process';
import { SmtpCapture, waitFor } from '../support/smtp-capture';

const SUBSCRIBERS = 300;
const CONCURRENCY = 5;
const KILL_AFTER = [60, 130, 200]; // mails received before each SIGKILL

// The scenario: a replica sending the newsletter is killed (SIGKILL, a child process) three
// times mid-run. Each kill leaves at most the mails its lanes had in hand unresolved; after a restart
// every other subscriber gets the post exactly once.
describe('the mail outbox when its replica is killed mid-run', () => {
  let ds: DataSource;
  let smtp: SmtpCapture;
  let smtpUrl: string;
  let replica: ChildProcess | null = null;

  beforeAll(async () => {
    ds = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    await runMigrations(ds);
    // the replicas' daily publication has nothing to catch up on
    await emptyBlog(ds);
    await makeSubscribersInBulk(ds, SUBSCRIBERS);
    smtp = new SmtpCapture();
    smtp.delayMs = 100; // each answer takes a while, so a kill finds mails in flight
    smtpUrl = await smtp.start();
  });
  afterAll(async () => {
    replica?.kill('SIGKILL');
    await ds.destroy();
    await smtp.close();
  });

  // a replica with a short lease, so the restart resolves the killed one's mails quickly; long enough
  // that a live replica stalled by a loaded machine (CI shares its cores) keeps its own claims
  const startOutboxReplica = () =>
    startReplica({
      SMTP_URL: smtpUrl,
      MAIL_CONCURRENCY: String(CONCURRENCY),
      MAIL_POLL_SECONDS: '1',
      MAIL_SENDING_LEASE_SECONDS: '10',
    });

  const statuses = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      (await ds.query('SELECT status, count(*)::int AS n FROM mail_outbox GROUP BY status')).map(
        (r: { status: string; n: number }) => [r.status, r.n],
      ),
    );
  const dbNow = async (): Promise<string> => (await ds.query('SELECT now()::text AS now'))[0].now;

  it(`leaves at most ${CONCURRENCY} mails unresolved per kill, and sends every other one exactly once`, async () => {
    replica = await startOutboxReplica();
    let since = await dbNow();
    replica.send({ publish: 'Crash-proof post' });
    const inFlight: string[][] = [];
    for (const after of KILL_AFTER) {
      await waitFor(() => smtp.mails.length >= after, 60_000, `${after} mails`);
      await killReplica(replica);
      // the killed replica's unfinished claims (still "sending", or already given up on by its own
      // lease check if the machine stalled one for longer than the lease)
      const stuck: { id: string }[] = await ds.query(
        `SELECT id FROM mail_outbox WHERE status IN ('sending', 'unresolved') AND claimed_at >= $1::timestamptz`,
        [since],
      );
      inFlight.push(stuck.map((r) => r.id));
      expect(stuck.length).toBeLessThanOrEqual(CONCURRENCY);
      expect((await statuses()).pending).toBeGreaterThan(0); // killed mid-run, with mails still to send
      since = await dbNow();
      replica = await startOutboxReplica();
    }
    await waitFor(
      async () => {
        const s = await statuses();
        return !s.pending && !s.sending;
      },
      120_000,
      'every mail resolved',
    );
    await killReplica(replica);
    replica = null;

    const rows: { id: string; recipient: string; status: string; message_id: string }[] = await ds.query(
      'SELECT id, recipient, status, message_id FROM mail_outbox ORDER BY id',
    );
    expect(rows).toHaveLength(SUBSCRIBERS);
    const unresolved = rows.filter((r) => r.status === 'unresolved');
    const sent = rows.filter((r) => r.status === 'sent');
    expect(sent.length + unresolved.length).toBe(SUBSCRIBERS);
    // only mails a killed replica had in hand are unresolved
    expect(unresolved.map((r) => r.id).filter((id) => !inFlight.flat().includes(id))).toEqual([]);

    // 0 duplicates at the SMTP server, by recipient and by Message-ID; every sent row arrived
    const received = smtp.mails.map((m) => m.to[0]);
    expect(new Set(received).size).toBe(received.length);
    expect(new Set(smtp.messageIds()).size).toBe(smtp.mails.length);
    const arrived = new Set(smtp.messageIds());
    expect(sent.filter((r) => !arrived.has(r.message_id))).toEqual([]);
    const missed = unresolved.filter((r) => !arrived.has(r.message_id)).length;
    console.log(
      `mail-outbox crash: ${SUBSCRIBERS} subscribers, killed ${KILL_AFTER.length} times with ` +
        `${inFlight.map((ids) => ids.length).join(', ')} mails in flight; ${unresolved.length} unresolved ` +
        `(${missed} of them never reached the SMTP server), ${sent.length} sent, 0 duplicates`,
    );
  }, 300_000);
});
