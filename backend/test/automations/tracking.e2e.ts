import { account, signedIn, type TestClient } from '../support/client';
import { type CapturedMail, waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import request from 'supertest';
import { automationsBed, broadcastNow, confirmedSubscriber, trackedPaths } from './automation-helpers';

// Opens and clicks: counted only once the owner turns tracking on, through the site's own routes,
// in the person's data export and gone with their account.
describe('honest tracking', () => {
  const { bed, app } = automationsBed();
  let t: TestApp;
  let admin: TestClient;
  beforeEach(() => ({ t, admin } = app));

  async function broadcast(subject: string): Promise<CapturedMail> {
    await broadcastNow(
      t,
      admin,
      subject,
      '<p>Read <a href="https://example.org/article?a=1&amp;b=2">the article</a>.</p>',
    );
    return waitFor(() => bed.smtp.mails.find((m) => m.subject === subject) ?? false);
  }
  const engagements = async () =>
    (await t.dataSource.query('SELECT event, url FROM mail_engagements ORDER BY id')) as {
      event: string;
      url: string | null;
    }[];

  it('off by default: plain links, no pixel, nothing counted', async () => {
    await confirmedSubscriber(t, bed.smtp, 'quiet@example.com');
    expect((await admin.get('/api/admin/automations/settings').expect(200)).body).toMatchObject({ tracking: false });
    const mail = await broadcast('Untracked news');
    expect(mail.html()).toContain('href="https://example.org/article?a=1&amp;b=2"');
    expect(mail.html()).not.toContain('/api/m/');
    await request(t.server).get('/api/m/o/forged.token').expect(200).expect('Content-Type', 'image/gif');
    await request(t.server).get('/api/m/c/forged.token').expect(302).expect('Location', '/');
    expect(await engagements()).toEqual([]);
  });

  it('on: the pixel and the links count once each person opens and clicks; in the export, gone with the account', async () => {
    const who = account();
    const reader = await signedIn(t, 'customer', who);
    await confirmedSubscriber(t, bed.smtp, who.email);
    await admin.send('put', '/api/admin/automations/settings', { tracking: true }).expect(200);
    const mail = await broadcast('Tracked news');
    const html = mail.html();
    const { pixel, link } = trackedPaths(html);
    expect(html).not.toContain('https://example.org/article');

    await request(t.server).get(pixel).expect(200).expect('Content-Type', 'image/gif');
    await request(t.server).get(link).expect(302).expect('Location', 'https://example.org/article?a=1&b=2');
    expect(await engagements()).toEqual([
      { event: 'open', url: null },
      { event: 'click', url: 'https://example.org/article?a=1&b=2' },
    ]);
    const [listed] = (await admin.get('/api/admin/automations/broadcasts').expect(200)).body;
    expect(listed).toMatchObject({ subject: 'Tracked news', opened: 1, clicked: 1 });
    const engaged = { match: 'all', conditions: [{ type: 'engaged', event: 'clicked', days: 7 }] };
    expect((await admin.post('/api/admin/automations/segments/count', { filter: engaged }).expect(200)).body).toEqual({
      people: 1,
    });

    const file = JSON.parse((await reader.get('/api/account/export').buffer(true).expect(200)).text);
    expect(file.marketing).toMatchObject({
      email: who.email.toLowerCase(),
      opensAndClicks: [
        { event: 'open', mail: expect.stringMatching(/^broadcast:\d+$/), url: null },
        { event: 'click', url: 'https://example.org/article?a=1&b=2' },
      ],
    });
    await reader.post('/api/account/delete', { password: who.password }).expect(200);
    expect(await engagements()).toEqual([]);
    expect(await t.dataSource.query('SELECT 1 FROM contacts WHERE lower(email) = lower($1)', [who.email])).toEqual([]);
  });

  it('the privacy policy says whether opens and clicks are counted, as the setting is now', async () => {
    const policy = async () =>
      (await request(t.server).get('/api/legal-pages/privacy-policy').expect(200)).body.content as string;
    expect(await policy()).toContain('These e-mails do not count whether you open them or what you click.');
    await admin.send('put', '/api/admin/automations/settings', { tracking: true }).expect(200);
    expect(await policy()).toContain(
      'Opens and clicks of these e-mails are counted, through links and a one-pixel image',
    );
    expect(await policy()).not.toContain('{{emailTracking}}');
  });
});
