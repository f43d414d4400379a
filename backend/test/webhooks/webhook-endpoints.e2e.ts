// Issue 51, outbound webhooks: the owner's endpoints through the admin API (session or admin API
// key): the secret shown once, readable refusals of bad input, and no private address unless the
// endpoint allows it explicitly.
import { makeKey, withKey } from '../auth/api-keys-helpers';
import { newClient, signedIn, type TestClient } from '../support/client';
import { createTestApp, type TestApp } from '../support/test-app';
import { deliver, deliveryRows, handDriven, makeEndpoint, noEndpoints, Receiver } from './webhook-helpers';

describe('webhook endpoints', () => {
  let t: TestApp;
  let admin: TestClient;
  const receiver = new Receiver();

  beforeAll(async () => {
    t = await createTestApp({ overrides: [handDriven()] });
    await receiver.start();
    admin = await signedIn(t, 'admin');
    await noEndpoints(t);
  });
  afterAll(async () => {
    await noEndpoints(t);
    await Promise.all([t.close(), receiver.close()]);
  });

  it('shows the secret on creation only, lists, changes and deletes an endpoint', async () => {
    const created = await admin
      .post('/api/admin/webhooks', {
        url: receiver.url,
        description: 'Zapier',
        events: ['order.paid', 'booking.created'],
        allowPrivate: true,
      })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      url: receiver.url,
      description: 'Zapier',
      events: ['order.paid', 'booking.created'],
      allowPrivate: true,
      enabled: true,
      createdAt: expect.any(String),
      secret: expect.stringMatching(/^whsec_[\w-]{43}$/),
    });
    const id = created.body.id as number;
    const { secret, ...shown } = created.body as Record<string, unknown>;

    const list = await admin.get('/api/admin/webhooks').expect(200);
    expect(list.body).toEqual([shown]);
    // the database keeps it sealed, never as it was shown
    const [row]: { secret_sealed: string }[] = await t.dataSource.query(
      'SELECT secret_sealed FROM webhook_endpoints WHERE id = $1',
      [id],
    );
    expect(row.secret_sealed).not.toContain(String(secret));

    const changed = await admin
      .send('patch', `/api/admin/webhooks/${id}`, { events: ['order.refunded'], enabled: false })
      .expect(200);
    expect(changed.body).toEqual({ ...shown, events: ['order.refunded'], enabled: false });

    const rolled = await admin.post(`/api/admin/webhooks/${id}/secret`).expect(200);
    expect(rolled.body.secret).toMatch(/^whsec_/);
    expect(rolled.body.secret).not.toBe(secret);

    await admin.send('delete', `/api/admin/webhooks/${id}`).expect(204);
    expect((await admin.get('/api/admin/webhooks').expect(200)).body).toEqual([]);
  });

  it.each([
    ['127.0.0.1', 'http://127.0.0.1:9/hooks'],
    ['10.0.0.1', 'https://10.0.0.1/hooks'],
    ['localhost', 'https://localhost/hooks'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data'],
    ['::1', 'https://[::1]/hooks'],
    ['192.168.1.10', 'https://192.168.1.10/'],
  ])('refuses %s unless the endpoint allows private addresses', async (_, url) => {
    const https = url.replace(/^http:/, 'https:');
    const refused = await admin.post('/api/admin/webhooks', { url: https, events: ['order.paid'] }).expect(400);
    expect(refused.body.message).toMatch(/is a private, loopback or link-local address .*allows private addresses/);
    const explicit = await admin
      .post('/api/admin/webhooks', { url: https, events: ['order.paid'], allowPrivate: false })
      .expect(400);
    expect(explicit.body.message).toBe(refused.body.message);
    expect((await admin.get('/api/admin/webhooks').expect(200)).body).toEqual([]);
  });

  it('checks a change of url or of allowPrivate as a creation', async () => {
    const { id } = await makeEndpoint(admin, receiver.url);
    const off = await admin.send('patch', `/api/admin/webhooks/${id}`, { allowPrivate: false }).expect(400);
    // plain http is refused first: it goes only to an endpoint that allows private addresses
    expect(off.body.message).toBe(
      'url must start with https:// (http:// only for an endpoint that allows private addresses)',
    );
    const https = await admin
      .send('patch', `/api/admin/webhooks/${id}`, { url: 'https://127.0.0.1/hooks', allowPrivate: false })
      .expect(400);
    expect(https.body.message).toMatch(/^127\.0\.0\.1 is a private, loopback/);
    const elsewhere = await admin
      .send('patch', `/api/admin/webhooks/${id}`, { url: 'ftp://hooks.example.com/' })
      .expect(400);
    expect(elsewhere.body.message).toBe(
      'url must start with https:// (http:// only for an endpoint that allows private addresses)',
    );
    const bad = await admin.send('patch', `/api/admin/webhooks/${id}`, { events: ['order.lost'] }).expect(400);
    expect(bad.body.message).toMatch(/^events must be a list of one or more of: order.paid, /);
    await admin.send('delete', `/api/admin/webhooks/${id}`).expect(204);
  });

  it('answers bad input with a readable 400', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [
        { url: 'not a url', events: ['order.paid'] },
        'url must be a full web address, such as https://hooks.example.com/coach',
      ],
      [
        { url: 'http://hooks.example.com/', events: ['order.paid'] },
        'url must start with https:// (http:// only for an endpoint that allows private addresses)',
      ],
      [
        { url: 'https://user:pw@127.0.0.1/', events: ['order.paid'], allowPrivate: true },
        'url must not hold a user name or password: the signature proves the sender',
      ],
      [
        { url: 'https://no-such-host.invalid/', events: ['order.paid'] },
        'The host no-such-host.invalid could not be resolved.',
      ],
      [{ url: receiver.url, events: [], allowPrivate: true }, /^events must be a list of one or more of/],
      [
        { url: receiver.url, events: ['order.paid', 'order.paid'], allowPrivate: true },
        'events must name each event once',
      ],
      [{ url: receiver.url, events: ['order.paid'], allowPrivate: 'yes' }, 'allowPrivate must be true or false'],
      [{ events: ['order.paid'] }, 'url must be a web address'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post('/api/admin/webhooks', body).expect(400);
      expect([body, res.body.message]).toEqual([
        body,
        message instanceof RegExp ? expect.stringMatching(message) : message,
      ]);
    }
  });

  it('answers 404 for an endpoint or a delivery that is not there, 409 for a test to a switched-off one', async () => {
    const gone = 'This webhook endpoint does not exist (any more).';
    for (const [method, path] of [
      ['patch', '/api/admin/webhooks/999999'],
      ['delete', '/api/admin/webhooks/999999'],
      ['post', '/api/admin/webhooks/999999/secret'],
      ['post', '/api/admin/webhooks/999999/test'],
      ['get', '/api/admin/webhooks/deliveries?endpointId=999999'],
    ] as const) {
      const res = await admin.send(method, path, method === 'patch' ? { enabled: true } : undefined).expect(404);
      expect([path, res.body.message]).toEqual([path, gone]);
    }
    const replay = await admin.post('/api/admin/webhooks/deliveries/999999/replay').expect(404);
    expect(replay.body.message).toBe('This webhook delivery does not exist (any more).');

    const { id } = await makeEndpoint(admin, receiver.url, ['order.paid'], { enabled: false });
    const off = await admin.post(`/api/admin/webhooks/${id}/test`).expect(409);
    expect(off.body.message).toBe('This endpoint is switched off: switch it on to send to it.');
    await admin.send('patch', `/api/admin/webhooks/${id}`, { enabled: true }).expect(200);
    await admin.post(`/api/admin/webhooks/${id}/test`).expect(202);
    const [pending] = await deliveryRows(t, id);
    // not replayable while it waits for its first try
    const waiting = await admin.post(`/api/admin/webhooks/deliveries/${pending.id}/replay`).expect(409);
    expect(waiting.body.message).toMatch(/^This delivery is being sent right now or is still waiting/);
    await deliver(t);
    await admin.send('delete', `/api/admin/webhooks/${id}`).expect(204);
  });

  it('pages an endpoint’s delivery log, newest first', async () => {
    const { id } = await makeEndpoint(admin, receiver.url);
    const sent: string[] = [];
    for (let i = 0; i < 3; i++)
      sent.push((await admin.post(`/api/admin/webhooks/${id}/test`).expect(202)).body.eventId);
    const first = await admin.get(`/api/admin/webhooks/deliveries?endpointId=${id}&limit=2`).expect(200);
    expect(first.body.map((d: { eventId: string }) => d.eventId)).toEqual([sent[2], sent[1]]);
    expect(first.headers['x-total-count']).toBe('3');
    const cursor = first.headers['x-next-cursor'];
    const rest = await admin
      .get(`/api/admin/webhooks/deliveries?endpointId=${id}&limit=2&cursor=${encodeURIComponent(cursor)}`)
      .expect(200);
    expect(rest.body.map((d: { eventId: string }) => d.eventId)).toEqual([sent[0]]);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
    expect(rest.body[0]).toMatchObject({ status: 'pending', attempts: 0, attemptLog: [], deliveredAt: null });
    for (const query of ['', '?endpointId=abc', '?endpointId=0']) {
      const bad = await admin.get(`/api/admin/webhooks/deliveries${query}`).expect(400);
      expect(bad.body.message).toBe('endpointId must be the id of a webhook endpoint');
    }
    await admin.send('delete', `/api/admin/webhooks/${id}`).expect(204);
  });

  it('is the owner’s or an admin key’s: a read-content key, a customer and a visitor are refused', async () => {
    const key = await makeKey(admin, 'admin');
    const made = await withKey(t, key.token)
      .post('/api/admin/webhooks', { url: receiver.url, events: ['order.paid'], allowPrivate: true })
      .expect(201);
    expect(made.body.secret).toMatch(/^whsec_/);
    await withKey(t, key.token).get('/api/admin/webhooks').expect(200);
    const reader = await makeKey(admin, 'read-content');
    await withKey(t, reader.token).get('/api/admin/webhooks').expect(403);
    await (await signedIn(t)).get('/api/admin/webhooks').expect(403);
    await (await newClient(t)).get('/api/admin/webhooks').expect(401);
    await admin.send('delete', `/api/admin/webhooks/${made.body.id}`).expect(204);
  });
});
