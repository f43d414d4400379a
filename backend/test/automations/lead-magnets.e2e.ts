import { createProduct } from '../commerce/commerce-helpers';
import { newClient, type TestClient } from '../support/client';
import { type CapturedMail, waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { MailSuppressions } from '../../src/core/mail/mail-suppressions';
import { guideProductOf, makeSequence, moveClock, placeOf, automationsBed } from './automation-helpers';

// A lead magnet: a visitor asks for the guide with an address (no account), the mail's link
// confirms it once, tags them, enters them into the guide's sequence and opens the download.
describe('lead magnets', () => {
  const { bed, app } = automationsBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(() => ({ t, admin } = app));

  const guideProduct = () => guideProductOf(admin);

  const tokenOf = (mail: CapturedMail) => {
    const match = /\/free\/confirm\?token=([\w%-]+)/.exec(mail.text());
    if (!match) throw new Error(`no guide link in: ${mail.text()}`);
    return decodeURIComponent(match[1]);
  };

  it('a visitor takes the guide: confirmed once, tagged, into the sequence, and the file', async () => {
    const product = await guideProduct();
    const sequence = await makeSequence(admin, {
      name: 'After the guide',
      trigger: { type: 'lead-magnet' },
      steps: [
        { type: 'email', subject: 'How is the guide going?', body: '<p>Step one.</p>' },
        { type: 'wait', amount: 1, unit: 'days' },
        { type: 'email', subject: 'One more idea', body: '<p>Step two.</p>' },
      ],
    });
    const magnet = (
      await admin
        .post('/api/admin/automations/lead-magnets', {
          slug: 'calm-guide',
          title: 'The Calm Guide',
          description: 'Ten pages on calm.',
          productId: product.id,
          tag: 'Guide',
          sequenceId: sequence.id,
          showOnPosts: true,
        })
        .expect(201)
    ).body as { id: number };
    const visitor = await newClient(t);
    expect((await visitor.get('/api/lead-magnets/calm-guide').expect(200)).body).toEqual({
      slug: 'calm-guide',
      title: 'The Calm Guide',
      description: 'Ten pages on calm.',
    });
    expect((await visitor.get('/api/lead-magnets').expect(200)).body).toHaveLength(1);
    await visitor
      .post('/api/lead-magnets/calm-guide/claims', { email: 'Taker@Example.com' })
      .expect(202)
      .expect({ message: 'Check your inbox: we sent you a link to the guide.' });
    const mail = await waitFor(
      () => bed.smtp.mails.find((m) => m.subject === 'Your free guide: The Calm Guide') ?? false,
    );
    expect(mail.to).toEqual(['taker@example.com']);
    expect(mail.header('list-unsubscribe')).toBeUndefined();
    const token = tokenOf(mail);

    // before the click, nobody new is on the list
    expect(await t.dataSource.query("SELECT 1 FROM contacts WHERE email = 'taker@example.com'")).toEqual([]);
    await visitor.get(`/api/lead-magnets/download?token=${encodeURIComponent(token)}`).expect(400);

    const confirmed = (await visitor.post('/api/lead-magnets/claims/confirm', { token }).expect(200)).body;
    expect(confirmed).toEqual({
      title: 'The Calm Guide',
      downloadUrl: `/api/lead-magnets/download?token=${encodeURIComponent(token)}`,
    });
    await visitor.post('/api/lead-magnets/claims/confirm', { token }).expect(200);
    const file = await visitor.get(confirmed.downloadUrl).expect(200);
    expect(file.headers['content-disposition']).toContain('calm.txt');
    expect(Buffer.from(file.body as Buffer).toString()).toBe('CALM GUIDE');

    const [tag] = await t.dataSource.query(
      "SELECT ct.tag, ct.source FROM contact_tags ct JOIN contacts c ON c.id = ct.contact_id WHERE c.email = 'taker@example.com'",
    );
    expect(tag).toEqual({ tag: 'guide', source: 'lead-magnet' });
    expect(await placeOf(t, sequence.id, 'taker@example.com')).toEqual({ status: 'active', exitReason: null });
    await moveClock(admin, 1);
    await waitFor(() => bed.smtp.mails.find((m) => m.subject === 'How is the guide going?') ?? false);
    await moveClock(admin, 24);
    await waitFor(() => bed.smtp.mails.find((m) => m.subject === 'One more idea') ?? false);
    expect(bed.smtp.mails.filter((m) => m.subject === 'How is the guide going?')).toHaveLength(1);
    expect(magnet.id).toEqual(expect.any(Number));
  });

  it('a paused sequence holds who confirms until it resumes; a draft one cannot be named', async () => {
    const product = await guideProduct();
    const steps = [{ type: 'email', subject: 'Thanks for taking the guide', body: '<p>Hello.</p>' }];
    const draft = await makeSequence(admin, { name: 'Still a draft', trigger: { type: 'lead-magnet' }, steps }, false);
    const magnet = { slug: 'held-guide', title: 'Held Guide', productId: product.id };
    expect(
      (await admin.post('/api/admin/automations/lead-magnets', { ...magnet, sequenceId: draft.id }).expect(400)).body
        .message,
    ).toBe(
      `Sequence #${draft.id} is a draft: activate it first (a draft enters nobody, so people who confirm would get no sequence).`,
    );
    const sequence = await makeSequence(admin, { name: 'Held', trigger: { type: 'lead-magnet' }, steps });
    await admin.post('/api/admin/automations/lead-magnets', { ...magnet, sequenceId: sequence.id }).expect(201);
    await admin.post(`/api/admin/automations/sequences/${sequence.id}/status`, { status: 'paused' }).expect(200);

    const visitor = await newClient(t);
    await visitor.post('/api/lead-magnets/held-guide/claims', { email: 'held@example.com' }).expect(202);
    const mail = await waitFor(() => bed.smtp.mails.find((m) => m.subject === 'Your free guide: Held Guide') ?? false);
    await visitor.post('/api/lead-magnets/claims/confirm', { token: tokenOf(mail) }).expect(200);
    expect(await placeOf(t, sequence.id, 'held@example.com')).toEqual({ status: 'active', exitReason: null });
    expect(await moveClock(admin, 2)).toMatchObject({ steps: 0 });

    await admin.post(`/api/admin/automations/sequences/${sequence.id}/status`, { status: 'active' }).expect(200);
    await moveClock(admin, 1);
    await waitFor(() => bed.smtp.mails.find((m) => m.subject === 'Thanks for taking the guide') ?? false);
    expect(await placeOf(t, sequence.id, 'held@example.com')).toEqual({ status: 'completed', exitReason: null });
  });

  it('refuses what is not a guide, a wrong or expired link, and an unknown page', async () => {
    const notDigital = await createProduct(admin, { title: 'Paperback', type: 'physical', price: '20', inventory: 5 });
    expect(
      (
        await admin
          .post('/api/admin/automations/lead-magnets', { slug: 'paper', title: 'Paper', productId: notDigital.id })
          .expect(400)
      ).body.message,
    ).toBe('productId must be a digital product with a file to download.');
    expect(
      (
        await admin
          .post('/api/admin/automations/lead-magnets', { slug: 'Not A Slug', title: 'X', productId: 1 })
          .expect(400)
      ).body.message,
    ).toBe('slug must be 1 to 80 lower-case letters, digits and dashes.');
    const visitor = await newClient(t);
    await visitor.get('/api/lead-magnets/nothing-here').expect(404);
    await visitor.post('/api/lead-magnets/nothing-here/claims', { email: 'a@example.com' }).expect(404);
    await visitor.post('/api/lead-magnets/calm-guide/claims', { email: 'not an address' }).expect(400);
    expect((await visitor.post('/api/lead-magnets/claims/confirm', { token: 'forged' }).expect(400)).body.message).toBe(
      'This link is not valid or has expired: ask for the guide again.',
    );

    const product = await guideProduct();
    await admin
      .post('/api/admin/automations/lead-magnets', { slug: 'late', title: 'Late', productId: product.id })
      .expect(201);
    await visitor.post('/api/lead-magnets/late/claims', { email: 'late@example.com' }).expect(202);
    const mail = await waitFor(() => bed.smtp.mails.find((m) => m.subject === 'Your free guide: Late') ?? false);
    await t.dataSource.query("UPDATE lead_magnet_claims SET expires_at = now() - interval '1 second'");
    await visitor.post('/api/lead-magnets/claims/confirm', { token: tokenOf(mail) }).expect(400);
  });

  it('an address that bounced gets the link, and confirming it anew lifts the mark', async () => {
    const product = await guideProduct();
    await admin
      .post('/api/admin/automations/lead-magnets', { slug: 'again', title: 'Again', productId: product.id })
      .expect(201);
    const suppressions = t.app.get(MailSuppressions);
    await suppressions.record('bounced@example.com', 'hard-bounce', '550 Mailbox unavailable');
    const visitor = await newClient(t);
    await visitor.post('/api/lead-magnets/again/claims', { email: 'bounced@example.com' }).expect(202);
    const mail = await waitFor(() => bed.smtp.mails.find((m) => m.subject === 'Your free guide: Again') ?? false);
    expect(await suppressions.reasonFor('bounced@example.com')).toMatchObject({ reason: 'hard-bounce' });
    await visitor.post('/api/lead-magnets/claims/confirm', { token: tokenOf(mail) }).expect(200);
    expect(await suppressions.reasonFor('bounced@example.com')).toBeNull();
  });
});
