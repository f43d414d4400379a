// Webhooks across replicas and a SIGKILL (README, "Webhooks"): two built backends on one real
// PostgreSQL behind Debian's nginx deliver the owner's test events to a loopback receiver. The
// receiver holds the first delivery unanswered and the replica that sent it is killed with SIGKILL
// mid-try; once its claim's lease has run out (moved back in the database rather than waited for,
// two minutes) the other replica delivers it. Every event ends with exactly one delivery row,
// succeeded, and reaches the receiver once, but for the interrupted one (twice, with one Webhook-Id:
// at least once on the wire, deduplicated by the id).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, test } from 'node:test';
import { startReplicaSet, waitFor } from './replica-set.mjs';
import { Visitor } from './site-visitor.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { Client } = createRequire(import.meta.url)('pg');
const EVENTS = 6;

// A receiver that answers 200, but leaves the first request it gets unanswered (`held`).
async function startReceiver() {
  const received = [];
  let held = null;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ id: req.headers['webhook-id'], body: Buffer.concat(chunks).toString() });
      if (held === null) held = { id: req.headers['webhook-id'], senderPort: req.socket.remotePort };
      else res.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    received,
    held: () => held,
    close: () => new Promise((resolve) => server.close(resolve)).then(() => server.closeAllConnections()),
  };
}

// The process that holds the local end of a TCP connection from `port` (ss, as root: every process).
function processOfPort(port) {
  const { stdout } = spawnSync('ss', ['-Htnp', `sport = :${port}`], { encoding: 'utf8' });
  const match = /pid=(\d+)/.exec(stdout);
  assert.ok(match, `no process holds port ${port}: ${stdout}`);
  return Number(match[1]);
}

test('each event is delivered once per endpoint by two replicas, one of them killed mid-delivery', async () => {
  assert.ok(existsSync(path.join(root, 'backend/dist/main.js')), 'make build first');
  const receiver = await startReceiver();
  const set = await startReplicaSet({ count: 2 });
  after(() => Promise.all([set.stop(), receiver.close()]));

  const owner = new Visitor(set.web);
  await owner.call('GET', '/api/health');
  const account = {
    email: 'owner@webhooks.test',
    password: 'a long webhook password 1',
    firstName: 'O',
    lastName: 'W',
  };
  assert.equal((await owner.call('POST', '/api/auth/register', account)).status, 201);
  const made = await owner.call('POST', '/api/make-admin', { email: account.email, adminSecret: 'replica-set-admin' });
  assert.equal(made.status, 200, JSON.stringify(made.body));
  const endpoint = await owner.call('POST', '/api/admin/webhooks', {
    url: receiver.url,
    events: ['order.paid'],
    allowPrivate: true,
  });
  assert.equal(endpoint.status, 201, JSON.stringify(endpoint.body));
  const sent = [];
  for (let i = 0; i < EVENTS; i++) {
    const test = await owner.call('POST', `/api/admin/webhooks/${endpoint.body.id}/test`);
    assert.equal(test.status, 202, JSON.stringify(test.body));
    sent.push(test.body.eventId);
  }
  owner.close();

  // the first try is held: its sender dies with it
  await waitFor('the first delivery to reach the receiver', () => receiver.held() !== null);
  const pid = processOfPort(receiver.held().senderPort);
  const victim = set.replicas.find((replica) => replica.child.pid === pid);
  assert.ok(victim, `the sender (pid ${pid}) is one of the replicas`);
  victim.child.kill('SIGKILL');
  assert.equal((await victim.exited).signal, 'SIGKILL');

  const db = new Client({ connectionString: set.databaseUrl });
  await db.connect();
  try {
    // its claim's lease runs out (two minutes, brought forward)
    const moved = await db.query(
      `UPDATE webhook_deliveries SET claimed_at = now() - interval '1 hour'
       WHERE event_id = $1 AND status = 'delivering'`,
      [receiver.held().id],
    );
    assert.equal(moved.rowCount, 1);
    const deliveries = async () =>
      (await db.query('SELECT event_id, endpoint_id, status, attempts FROM webhook_deliveries ORDER BY id')).rows;
    await waitFor('every delivery to succeed', async () =>
      (await deliveries()).every((row) => row.status === 'succeeded'),
    );
    const rows = await deliveries();
    assert.deepEqual(rows.map((row) => row.event_id).sort(), [...sent].sort(), 'one row per event and endpoint');
    for (const row of rows) {
      assert.equal(row.attempts, row.event_id === receiver.held().id ? 2 : 1, `attempts of ${row.event_id}`);
    }
    const seen = new Map();
    for (const { id } of receiver.received) seen.set(id, (seen.get(id) ?? 0) + 1);
    assert.deepEqual(
      [...seen].sort(),
      sent.map((id) => [id, id === receiver.held().id ? 2 : 1]).sort(),
      'each event on the wire once, the interrupted one twice with its one id',
    );
  } finally {
    await db.end();
  }
});
