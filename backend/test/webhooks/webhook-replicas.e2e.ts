// Issue 51, outbound webhooks across replicas: two apps on one database deliver each event to each
// endpoint once (FOR UPDATE SKIP LOCKED), a replica that died holding a claim is taken over after
// its lease (and its late outcome changes nothing), and a change that rolls back sends nothing.
import { DomainEvents } from '../../src/core/events/domain-events.service';
import { WebhookDeliveriesRepository } from '../../src/modules/webhooks/webhook-deliveries.repository';
import { signedIn, type TestClient } from '../support/client';
import { createTestApp, type TestApp } from '../support/test-app';
import { deliver, deliveryRows, handDriven, makeEndpoint, noEndpoints, Receiver } from './webhook-helpers';

describe('webhooks on two replicas', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: TestClient;
  let receiver: Receiver;
  const LEASE_MS = 120_000;

  beforeAll(async () => {
    [a, b] = await Promise.all([
      createTestApp({ overrides: [handDriven({ leaseMs: LEASE_MS })] }),
      createTestApp({ overrides: [handDriven({ leaseMs: LEASE_MS })] }),
    ]);
    admin = await signedIn(a, 'admin');
  });
  beforeEach(async () => {
    await noEndpoints(a);
    receiver = new Receiver();
    await receiver.start();
  });
  afterEach(() => receiver.close());
  afterAll(async () => {
    await noEndpoints(a);
    await Promise.all([a.close(), b.close()]);
  });

  const sendTests = async (endpointId: number, n: number) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i++)
      ids.push((await admin.post(`/api/admin/webhooks/${endpointId}/test`).expect(202)).body.eventId as string);
    return ids;
  };

  it('delivers each event once per endpoint when both replicas deliver at once', async () => {
    const first = await makeEndpoint(admin, receiver.url);
    const second = await makeEndpoint(admin, `${receiver.url}?second`);
    const events = [...(await sendTests(first.id, 15)), ...(await sendTests(second.id, 15))];

    const [byA, byB] = await Promise.all([deliver(a), deliver(b)]);
    expect(byA + byB).toBe(30);
    const received = receiver.received.map((r) => r.headers['webhook-id']).sort();
    expect(received).toEqual([...events].sort());
    for (const endpoint of [first, second]) {
      const rows = await deliveryRows(a, endpoint.id);
      expect(rows).toHaveLength(15);
      expect(rows.every((r) => r.status === 'succeeded' && r.attempts === 1)).toBe(true);
    }
  });

  it('skips a row another replica holds locked, without waiting for it', async () => {
    const endpoint = await makeEndpoint(admin, receiver.url);
    await sendTests(endpoint.id, 1);
    const holder = a.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    try {
      await holder.query('SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 FOR UPDATE', [endpoint.id]);
      expect(await deliver(b)).toBe(0);
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
    expect(await deliver(b)).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('takes over a delivery whose replica died mid-try once its lease ran out, and ignores the late outcome', async () => {
    const endpoint = await makeEndpoint(admin, receiver.url);
    const [eventId] = await sendTests(endpoint.id, 1);
    // replica a claims it and dies before its POST is recorded (nothing more runs for it)
    const dead = await a.app.get(WebhookDeliveriesRepository).claimNext(LEASE_MS);
    expect(dead).toMatchObject({ eventId, attempts: 1 });
    expect(await deliveryRows(a, endpoint.id)).toEqual([expect.objectContaining({ status: 'delivering' })]);

    // within the lease, b leaves it alone: a live replica may still be sending it
    expect(await deliver(b)).toBe(0);
    await a.dataSource.query(
      `UPDATE webhook_deliveries SET claimed_at = claimed_at - make_interval(secs => $2) WHERE id = $1`,
      [dead!.id, LEASE_MS / 1000 + 1],
    );
    expect(await deliver(b)).toBe(1);
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([eventId]);
    expect(await deliveryRows(a, endpoint.id)).toEqual([
      expect.objectContaining({ event_id: eventId, status: 'succeeded', attempts: 2, last_status_code: 200 }),
    ]);

    // the dead replica's outcome arriving late (it was only slow) changes neither the row nor its log
    await a.app.get(WebhookDeliveriesRepository).record({
      delivery: dead!,
      statusCode: 500,
      error: 'late',
      durationMs: 1,
      retryInMs: 60_000,
    });
    expect(await deliveryRows(a, endpoint.id)).toEqual([expect.objectContaining({ status: 'succeeded', attempts: 2 })]);
    const [{ tries }]: { tries: number }[] = await a.dataSource.query(
      'SELECT count(*)::int AS tries FROM webhook_attempts WHERE delivery_id = $1',
      [dead!.id],
    );
    expect(tries).toBe(1);
  });

  it('writes nothing for a change that rolls back, and one row per endpoint for one that commits', async () => {
    const endpoint = await makeEndpoint(admin, receiver.url, ['order.paid']);
    const events = a.app.get(DomainEvents);
    await expect(
      a.dataSource.transaction(async (tx) => {
        await events.publish(tx, 'order.paid', { orderId: 1, userId: null, totalCents: 4999 });
        throw new Error('the payment’s other writes failed');
      }),
    ).rejects.toThrow('the payment’s other writes failed');
    expect(await deliveryRows(a, endpoint.id)).toEqual([]);

    await a.dataSource.transaction((tx) =>
      events.publish(tx, 'order.paid', { orderId: 2, userId: null, totalCents: 4999 }),
    );
    await Promise.all([deliver(a), deliver(b)]);
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({
      type: 'order.paid',
      data: { orderId: 2, userId: null, totalCents: 4999 },
    });
  });
});
