#!/usr/bin/env node
// Runs a command with DATABASE_URL pointing at a throwaway database on the machine's PostgreSQL
// (127.0.0.1:5432, user postgres) when one answers; otherwise runs it unchanged, and the tests use
// an embedded PostgreSQL. The database is dropped afterwards, with any named after it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Client } = require('pg');
const admin = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const [command, ...args] = process.argv.slice(2);

async function tryCreate(name) {
  const client = new Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    return true;
  } catch (error) {
    console.log(`[test-db] no local PostgreSQL server usable (${error.message}); the embedded one will be used`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

// it and the databases named after it (the backend suite's template and its workers' copies, when
// the suite ended before its own teardown dropped them)
async function drop(name) {
  const client = new Client({ connectionString: admin });
  await client.connect();
  const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [`${name}_`]);
  for (const database of [name, ...rows.map((row) => row.datname)])
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await client.end();
}

const env = { ...process.env };
let name = null;
if (!env.DATABASE_URL) {
  const candidate = `coach_test_${Date.now()}_${process.pid}`;
  if (await tryCreate(candidate)) {
    name = candidate;
    const url = new URL(admin);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    console.log(`[test-db] using throwaway database ${name} on ${url.host}`);
  }
}
const child = spawn(command, args, { stdio: 'inherit', env });
const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
if (name) await drop(name).catch((error) => console.error(`[test-db] could not drop ${name}: ${error.message}`));
process.exit(code);
