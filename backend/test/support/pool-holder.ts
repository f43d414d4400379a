import { KnowledgeIndex } from '../../src/modules/chat/knowledge/knowledge-index';
import type { EventEmitter } from 'node:events';
import { Client, type Pool, type PoolClient } from 'pg';
import request, { type Response } from 'supertest';
import { poolOf } from '../../src/core/database/data-source-options';
import { RollupsCron } from '../../src/modules/analytics/rollups/rollups.cron';
import { waitFor } from './smtp-capture';
import type { TestApp } from './test-app';

let nextKey = Math.floor(Math.random() * 1e9);

// Keeps one of the app's pooled connections busy with a query until release(): the query waits for
// an advisory lock the test holds on a connection of its own, straight to the test database.
export async function holdPooledConnection(t: TestApp): Promise<{ release(): Promise<void> }> {
  // the app's start-up retention of raw page views over first: with the rows other suites left it
  // runs for a while, and its queries would take the connection or stand in the line tests count
  await t.app.get(RollupsCron).started;
  // and the assistant's first reading of its sources (they read through the pool too)
  await t.app.get(KnowledgeIndex).settled();
  const key = nextKey++;
  const holder = new Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
  await holder.query('SELECT pg_advisory_lock($1)', [key]);
  const held = t.dataSource.query('SELECT pg_advisory_lock($1), pg_advisory_unlock($1)', [key]);
  const waiting = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database()
                   AND wait_event_type = 'Lock' AND query LIKE '%pg_advisory_lock($1), pg_advisory_unlock%'`;
  await waitFor(async () => (await holder.query(waiting)).rows[0].n === 1, 10_000, 'the holding query');
  return {
    async release() {
      await holder.query('SELECT pg_advisory_unlock($1)', [key]);
      await held;
      await holder.end();
    },
  };
}

// Sends GET `path` and resolves once it waits in line for a pooled connection, with its answer to come.
export async function getWaitingInLine(t: TestApp, path: string): Promise<{ answer: Promise<Response> }> {
  const pool = poolOf(t.dataSource);
  const waiting = pool.waitingCount + 1;
  const answer = request(t.server)
    .get(path)
    .then((res) => res);
  await waitFor(() => pool.waitingCount === waiting, 10_000, `GET ${path} waiting in line`);
  return { answer };
}

// A checkout of a pooled connection: the statements it ran (command tags), and whether it was
// still out after its last statement once pending work had run (something awaited in between).
export interface Checkout {
  statements: string[];
  heldPastStatement: boolean;
}

// Every checkout from `pool` from now on, as it happens.
export function watchCheckouts(pool: Pool): Checkout[] {
  const checkouts: Checkout[] = [];
  pool.on('acquire', (client: PoolClient) => {
    const checkout = { statements: [] as string[], heldPastStatement: false };
    let released = false;
    checkouts.push(checkout);
    const connection = (client as unknown as { connection: EventEmitter }).connection;
    const onComplete = (msg: { text: string }) => checkout.statements.push(msg.text.split(' ')[0]);
    const onReady = () => setImmediate(() => (checkout.heldPastStatement ||= !released));
    const onRelease = (_error: unknown, releasedClient: PoolClient) => {
      if (releasedClient !== client) return;
      released = true;
      connection.off('commandComplete', onComplete).off('readyForQuery', onReady);
      pool.off('release', onRelease);
    };
    connection.on('commandComplete', onComplete).on('readyForQuery', onReady);
    pool.on('release', onRelease);
  });
  return checkouts;
}
