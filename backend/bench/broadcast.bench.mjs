#!/usr/bin/env node
// A broadcast to a segment of 50,000 people (everyone tagged "bench"; 1,000 more without the tag)
// through the mail outbox and a loopback SMTP server: the time to count the segment, to queue the
// broadcast (one transaction: INSERT … SELECT of the segment's rows), and for every mail to arrive,
// mails per second, duplicates and the peak memory of the process (the stack: mail-stack.mjs).
// Usage: node backend/bench/broadcast.bench.mjs [people]
import { dist, startMailStack } from './mail-stack.mjs';

const { BroadcastsService } = dist('modules/automations/broadcasts/broadcasts.service.js');
const { SegmentsService } = dist('modules/automations/segments/segments.service.js');
const COUNT = Number(process.argv[2] ?? 50_000);
const OTHERS = 1_000;

const stack = await startMailStack();
const { app, ds, config, mails } = stack;
await ds.query('TRUNCATE broadcasts, segments, contacts, mail_outbox RESTART IDENTITY CASCADE');
await ds.query(
  `INSERT INTO contacts (email, unsubscribe_token)
   SELECT 'person' || g || '@example.com', md5('bench' || g) FROM generate_series(1, $1) g`,
  [COUNT + OTHERS],
);
await ds.query(
  `INSERT INTO contact_tags (contact_id, tag, source) SELECT id, 'bench', 'csv' FROM contacts WHERE id <= $1`,
  [COUNT],
);
await ds.query('ANALYZE contacts, contact_tags');

const segments = app.get(SegmentsService);
const filter = { match: 'all', conditions: [{ type: 'tag', tag: 'bench' }] };
const countStarted = performance.now();
const people = await segments.count(filter);
const countMs = performance.now() - countStarted;
const segment = await segments.create('Bench', filter);
const broadcasts = app.get(BroadcastsService);
const draft = await broadcasts.create({
  subject: 'Benchmark broadcast',
  body: '<p>Hello, all.</p>',
  segmentId: segment.id,
});

const started = performance.now();
await broadcasts.schedule(draft.id, new Date());
const queued = performance.now();
const { seconds, sent } = await stack.arrived(COUNT, started);

console.log(
  `Broadcast to a segment of ${people} people (of ${COUNT + OTHERS}) through the outbox and loopback SMTP (${config.mailConcurrency} lanes)`,
);
console.log(`  segment count: ${countMs.toFixed(0)} ms`);
console.log(
  `  schedule now + queue ${(await broadcasts.get(draft.id)).recipients} rows: ${(queued - started).toFixed(0)} ms`,
);
console.log(
  `  all ${mails.received} mails received in ${seconds.toFixed(1)} s: ${(COUNT / seconds).toFixed(0)} mails/s`,
);
console.log(
  `  outbox rows marked sent: ${sent}; duplicates: ${mails.received - mails.recipients.size}; missing: ${COUNT - mails.recipients.size}`,
);
console.log(`  peak memory (RSS): ${stack.peakMb()} MB`);
await stack.close();
