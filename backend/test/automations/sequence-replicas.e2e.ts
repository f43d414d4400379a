import type { ChildProcess } from 'node:child_process';
import { killReplica, startReplica } from '../support/replica-process';
import { outboxSettled } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import type { TestClient } from '../support/client';
import { SequenceRunner } from '../../src/modules/automations/sequences/sequence-runner';
import { AutomationClock } from '../../src/modules/automations/settings/automation-clock';
import {
  automationsBed,
  enterPeople,
  makeSequence,
  placeOf,
  queued,
  runSequencesOn,
  stepRuns,
  type SequencesRan,
} from './automation-helpers';

// The sequences' steps run by two replicas (child processes, the whole app each) and the suite's
// app at once, and by a replica killed with SIGKILL in the middle of a person's steps: each person
// takes each step once, its mail queued once, whoever runs it and whatever dies.
describe('sequence steps across replicas and a crash', () => {
  const { bed, app } = automationsBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(() => ({ t, admin } = app));
  const replicas: ChildProcess[] = [];
  afterAll(() => {
    for (const replica of replicas) replica.kill('SIGKILL');
  });

  // a replica only enqueues (MAIL_CONCURRENCY 0): the suite's app sends, so a killed replica holds no mail
  const replica = async () => {
    const started = await startReplica({ MAIL_CONCURRENCY: '0' });
    replicas.push(started);
    return started;
  };
  it('two replicas and the app at once: each of 40 people takes each step once', async () => {
    const seq = await makeSequence(admin, {
      name: 'Crowded',
      trigger: { type: 'subscribed' },
      steps: [
        { type: 'email', subject: 'Crowd one', body: '<p>One</p>' },
        { type: 'wait', amount: 1, unit: 'days' },
        { type: 'email', subject: 'Crowd two', body: '<p>Two</p>' },
      ],
    });
    const emails = await enterPeople(t, seq.id, 40);
    const [a, b] = await Promise.all([replica(), replica()]);
    const runner = t.app.get(SequenceRunner);
    const ranOnce = () =>
      Promise.all([runSequencesOn(a), runSequencesOn(b), runner.run().then((ran): SequencesRan => ({ ran }))]);
    // a minute's cron of any of the three apps may hold a few places (SKIP LOCKED passes them over)
    // when the three runs end: it takes them, as one more run of the app's would
    const allTaken = (runs: number) =>
      waitFor(async () => {
        await runner.run();
        return (await stepRuns(t, seq.id)).runs >= runs || false;
      });
    expect((await ranOnce()).map((r) => r.failed)).toEqual([undefined, undefined, undefined]);
    await allTaken(80);
    // the mail and the wait of each person, each once (whichever run took it)
    expect(await stepRuns(t, seq.id)).toEqual({ runs: 80, distinct: 80 });

    await t.app.get(AutomationClock).advance(24);
    expect((await ranOnce()).map((r) => r.failed)).toEqual([undefined, undefined, undefined]);
    await allTaken(120);
    expect(await stepRuns(t, seq.id)).toEqual({ runs: 120, distinct: 120 });
    const [{ completed }] = await t.dataSource.query(
      `SELECT count(*)::int AS completed FROM sequence_enrolments WHERE sequence_id = $1 AND status = 'completed'`,
      [seq.id],
    );
    expect(completed).toBe(40);

    const rows = await queued(t, 'sequence-email');
    expect(rows).toHaveLength(80);
    expect(new Set(rows.map((r) => `${r.subject} ${r.recipient}`)).size).toBe(80);
    await outboxSettled(t, 'sequence-email');
    for (const subject of ['Crowd one', 'Crowd two'])
      expect(
        bed.smtp.mails
          .filter((m) => m.subject === subject)
          .flatMap((m) => m.to)
          .sort(),
      ).toEqual([...emails].sort());
  });

  it('a replica killed in the middle of a person’s steps: nothing of them stays, the next run takes them once', async () => {
    const seq = await makeSequence(admin, {
      name: 'Interrupted',
      trigger: { type: 'subscribed' },
      steps: [
        { type: 'email', subject: 'Before the tag', body: '<p>Hello</p>' },
        { type: 'add-tag', tag: 'reached' },
      ],
    });
    const r = await replica();
    // the tag's write waits behind a lock the test holds (taken before the person enters, so no run
    // can finish them first): the replica is between the step's mail (written in its transaction)
    // and its tag when it dies
    const blocker = t.dataSource.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    await blocker.query('LOCK TABLE contact_tags IN EXCLUSIVE MODE');
    const [email] = await enterPeople(t, seq.id, 1);
    r.send({ runSequences: true });
    await waitFor(async () => {
      const [{ n }] = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'INSERT INTO contact_tags%'`,
      );
      return n > 0 || false;
    });
    await killReplica(r);
    await blocker.rollbackTransaction();
    await blocker.release();

    // its transaction never committed: no mail queued, no tag, the place where it was
    // the dead replica's lock goes with its connection; until then a run passes the person over
    const runner = t.app.get(SequenceRunner);
    await waitFor(async () => {
      await runner.run();
      return (await placeOf(t, seq.id, email))?.status === 'completed' || false;
    });
    expect(await stepRuns(t, seq.id)).toEqual({ runs: 2, distinct: 2 });
    expect((await queued(t, 'sequence-email')).map((m) => m.recipient)).toEqual([email]);
    const tags = await t.dataSource.query(
      'SELECT ct.tag FROM contact_tags ct JOIN contacts c ON c.id = ct.contact_id WHERE c.email = $1',
      [email],
    );
    expect(tags).toEqual([{ tag: 'reached' }]);
    await outboxSettled(t, 'sequence-email');
    expect(bed.smtp.mails.filter((m) => m.subject === 'Before the tag')).toHaveLength(1);
  });
});
