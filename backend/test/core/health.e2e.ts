import { Client } from 'pg';
import request, { type Response } from 'supertest';
import { DataSource } from 'typeorm';
import { dataSourceOptions, poolOf } from '../../src/core/database/data-source-options';
import { migrations } from '../../src/core/database/migrations';
import { runMigrations } from '../../src/core/database/run-migrations';
import { Draining } from '../../src/core/health/draining';
import { CuttableRelay, createAppBehindRelay } from '../support/cuttable-relay';
import { type TestApp, createTestApp } from '../support/test-app';

const POOL_SIZE = 4;
const PROBES = 16;

// Liveness (/api/health/live: the process answers) and readiness (/api/health and
// /api/health/ready: the replica can serve). A slow database is "busy" and still ready; only one
// that cannot be reached is "down" (503), which a load balancer acts on.
describe('GET /api/health, /api/health/ready and /api/health/live', () => {
  let t: TestApp;
  let relay: CuttableRelay;

  beforeAll(async () => {
    ({ t, relay } = await createAppBehindRelay({ DB_POOL_SIZE: String(POOL_SIZE) }));
  });

  afterAll(async () => {
    await relay.restore();
    await t.close();
    await relay.close();
  });

  const probe = (path: string, n: number): Promise<Response[]> =>
    Promise.all(Array.from({ length: n }, () => request(t.server).get(path)));
  const answers = (responses: Response[]) => responses.map((res) => `${res.status} ${JSON.stringify(res.body)}`);
  const times = <T>(n: number, answer: T): T[] => Array.from({ length: n }, () => answer);

  it('answers ok with the database up', async () => {
    for (const path of ['/api/health', '/api/health/ready']) {
      const res = await request(t.server).get(path).expect(200);
      expect(res.body).toEqual({ status: 'ok', db: 'up' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const live = await request(t.server).get('/api/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
  });

  it('stays ready, "busy", while the server is too slow to open a connection and the pool’s serve the reads', async () => {
    // every pooled connection open (the pool keeps them), before new ones stall
    await Promise.all(Array.from({ length: POOL_SIZE }, () => t.dataSource.query('SELECT pg_sleep(0.05)')));
    expect(poolOf(t.dataSource).totalCount).toBe(POOL_SIZE);
    relay.stall();
    try {
      const [probes, ready, reads] = await Promise.all([
        probe('/api/health', PROBES),
        probe('/api/health/ready', 2),
        // addresses not read before: each is read from the database, not from memory
        Promise.all(Array.from({ length: PROBES }, (_, i) => request(t.server).get(`/api/blog-posts?limit=${i + 1}`))),
      ]);
      expect(reads.map((res) => res.status)).toEqual(times(PROBES, 200));
      expect(answers(probes)).toEqual(times(PROBES, '200 {"status":"ok","db":"busy"}'));
      expect(answers(ready)).toEqual(times(2, '200 {"status":"ok","db":"busy"}'));
      expect(answers(await probe('/api/health/live', 2))).toEqual(times(2, '200 {"status":"ok"}'));
    } finally {
      await relay.restore();
    }
  });

  it('answers 503 "down" while the database is unreachable, while liveness answers, and recovers', async () => {
    const down = '503 {"status":"error","db":"down"}';
    for (const cutOff of [() => relay.cut(), () => relay.refuse()]) {
      await cutOff();
      const [probes, ready, live] = await Promise.all([
        probe('/api/health', 8),
        probe('/api/health/ready', 2),
        probe('/api/health/live', 2),
      ]);
      expect(answers(probes)).toEqual(times(8, down));
      expect(answers(ready)).toEqual(times(2, down));
      expect(answers(live)).toEqual(times(2, '200 {"status":"ok"}'));

      await relay.restore();
      expect(answers(await probe('/api/health', 2))).toEqual(times(2, '200 {"status":"ok","db":"up"}'));
    }
  });

  // last: the app stays draining (a SIGTERM's first step, bootstrap.ts)
  it('answers 503 "stopping" once the replica drains, while liveness and the site still answer', async () => {
    t.app.get(Draining).begin();
    const [probes, ready, live] = await Promise.all([
      probe('/api/health', 2),
      probe('/api/health/ready', 2),
      probe('/api/health/live', 2),
    ]);
    expect(answers(probes)).toEqual(times(2, '503 {"status":"stopping","db":"up"}'));
    expect(answers(ready)).toEqual(times(2, '503 {"status":"stopping","db":"up"}'));
    expect(answers(live)).toEqual(times(2, '200 {"status":"ok"}'));
    await request(t.server).get('/api/blog-posts?limit=2').expect(200);
  });
});

// PostgreSQL refuses a new connection when it is full (SQLSTATE 53300: max_connections, or the
// role's CONNECTION LIMIT), while the connections the pool has open go on serving: "busy", not
// "down". A role of its own (the test's superuser is exempt from limits), dropped after.
describe('GET /api/health while PostgreSQL refuses new connections for being full', () => {
  const role = `health_full_${process.pid}`;
  let admin: Client;
  let t: TestApp;

  const asAdmin = (sql: string) => admin.query(sql);

  beforeAll(async () => {
    // the schema made by its owner: the role may read and write, not create
    const owner = await new DataSource({ ...dataSourceOptions(process.env.DATABASE_URL!), migrations }).initialize();
    await runMigrations(owner);
    await owner.destroy();
    admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await asAdmin(`CREATE ROLE ${role} LOGIN PASSWORD '${role}'`);
    await asAdmin(`GRANT pg_read_all_data, pg_write_all_data TO ${role}`);
    const url = new URL(process.env.DATABASE_URL!);
    url.username = role;
    url.password = role;
    t = await createTestApp({ env: { DATABASE_URL: url.toString(), DB_POOL_SIZE: String(POOL_SIZE) } });
  });

  afterAll(async () => {
    await t?.close();
    await asAdmin(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '${role}'`);
    await asAdmin(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('answers 200 "busy" while the pool’s connections serve the reads', async () => {
    await Promise.all(Array.from({ length: POOL_SIZE }, () => t.dataSource.query('SELECT pg_sleep(0.05)')));
    expect(poolOf(t.dataSource).totalCount).toBe(POOL_SIZE);
    // the limit is what the app holds open now: the next connection (the check's own) is refused
    const { rows } = await asAdmin(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE usename = '${role}'`);
    await asAdmin(`ALTER ROLE ${role} CONNECTION LIMIT ${(rows[0] as { n: number }).n}`);

    const refused = new Client({ connectionString: t.config.databaseUrl! });
    await expect(refused.connect()).rejects.toMatchObject({ code: '53300' });

    for (const path of ['/api/health', '/api/health/ready']) {
      const res = await request(t.server).get(path);
      expect(`${res.status} ${JSON.stringify(res.body)}`).toBe('200 {"status":"ok","db":"busy"}');
    }
    await request(t.server).get('/api/blog-posts?limit=3').expect(200);
  });
});
