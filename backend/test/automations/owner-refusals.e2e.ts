import { createProduct } from '../commerce/commerce-helpers';
import type { TestClient } from '../support/client';
import { automationsBed, makeSequence } from './automation-helpers';

// The owner's automations refuse what cannot be done with the reason: a segment in use or a name
// taken, what does not exist, a broadcast already sent, an address a guide has already.
describe('the owner’s automations: refusals', () => {
  const { app } = automationsBed();
  let admin: TestClient;
  beforeEach(() => ({ admin } = app));

  const MISSING = 2_147_483_000;
  const filter = { match: 'all', conditions: [{ type: 'subscriber' }] };
  const steps = [{ type: 'email', subject: 'Hi', body: '<p>Hi</p>' }];

  it('segments: a name taken on change, one in use, one that is not there', async () => {
    const readers = (await admin.post('/api/admin/automations/segments', { name: 'Readers', filter }).expect(201)).body;
    const others = (await admin.post('/api/admin/automations/segments', { name: 'Others', filter }).expect(201)).body;
    expect(
      (await admin.send('put', `/api/admin/automations/segments/${others.id}`, { name: 'READERS', filter }).expect(409))
        .body.message,
    ).toBe('A segment named "READERS" exists already: choose another name.');
    await makeSequence(
      admin,
      { name: 'For readers', trigger: { type: 'subscribed' }, segmentId: readers.id, steps },
      false,
    );
    expect((await admin.send('delete', `/api/admin/automations/segments/${readers.id}`).expect(409)).body.message).toBe(
      'This segment is used by the sequence "For readers": change that first.',
    );
    await admin.send('put', `/api/admin/automations/segments/${MISSING}`, { name: 'X', filter }).expect(404);
    await admin.send('delete', `/api/admin/automations/segments/${MISSING}`).expect(404);
    await admin.get(`/api/admin/automations/people?segmentId=${MISSING}`).expect(404);
    await admin.send('delete', `/api/admin/automations/segments/${others.id}`).expect(204);
  });

  it('sequences and broadcasts that are not there, and a broadcast already sent', async () => {
    const body = { name: 'Gone', trigger: { type: 'subscribed' }, segmentId: null, steps };
    await admin.send('put', `/api/admin/automations/sequences/${MISSING}`, body).expect(404);
    await admin.get(`/api/admin/automations/sequences/${MISSING}`).expect(404);
    await admin.post(`/api/admin/automations/sequences/${MISSING}/status`, { status: 'paused' }).expect(404);
    await admin.send('delete', `/api/admin/automations/sequences/${MISSING}`).expect(404);

    const content = { subject: 'News', body: '<p>News</p>', segmentId: null };
    await admin.send('put', `/api/admin/automations/broadcasts/${MISSING}`, content).expect(404);
    await admin.send('delete', `/api/admin/automations/broadcasts/${MISSING}`).expect(404);
    await admin.post(`/api/admin/automations/broadcasts/${MISSING}/schedule`, { at: null }).expect(404);
    await admin.post(`/api/admin/automations/broadcasts/${MISSING}/test`).expect(404);
    const sent = (await admin.post('/api/admin/automations/broadcasts', content).expect(201)).body;
    await admin
      .post(`/api/admin/automations/broadcasts/${sent.id}/schedule`, { at: new Date().toISOString() })
      .expect(200);
    const refusal = 'This broadcast has been sent: it can no longer be changed.';
    expect((await admin.send('delete', `/api/admin/automations/broadcasts/${sent.id}`).expect(409)).body.message).toBe(
      refusal,
    );
    expect(
      (await admin.post(`/api/admin/automations/broadcasts/${sent.id}/schedule`, { at: null }).expect(409)).body
        .message,
    ).toBe(refusal);
  });

  it('lead magnets: an address taken, on creation and on change, and one that is not there', async () => {
    const up = await admin.post('/api/upload/digital').attach('file', Buffer.from('G'), 'g.txt').expect(201);
    const product = await createProduct(admin, {
      title: 'G',
      price: '5',
      digitalFileUrl: up.body.file.path,
      digitalFileName: 'g.txt',
    });
    const magnet = { title: 'Guide', productId: product.id };
    await admin.post('/api/admin/automations/lead-magnets', { ...magnet, slug: 'first' }).expect(201);
    const second = (await admin.post('/api/admin/automations/lead-magnets', { ...magnet, slug: 'second' }).expect(201))
      .body;
    expect(
      (await admin.post('/api/admin/automations/lead-magnets', { ...magnet, slug: 'first' }).expect(409)).body.message,
    ).toBe('A lead magnet with the address /free/first exists already.');
    await admin
      .send('put', `/api/admin/automations/lead-magnets/${second.id}`, { ...magnet, slug: 'first' })
      .expect(409);
    await admin.send('put', `/api/admin/automations/lead-magnets/${MISSING}`, { ...magnet, slug: 'third' }).expect(404);
    await admin.send('delete', `/api/admin/automations/lead-magnets/${MISSING}`).expect(404);
    await admin.send('delete', `/api/admin/automations/lead-magnets/${second.id}`).expect(204);
  });
});
