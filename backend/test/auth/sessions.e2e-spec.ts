import { AuthErrors } from '../../src/modules/auth/auth.errors';
import { SESSION_SEEN_INTERVAL } from '../../src/modules/auth/sessions/session-activity.interceptor';
import { newClient, TestClient } from '../support/client';
import { ageSessionsOf } from '../support/factories';
import { mailTestBed } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import { createTestApp, TestApp } from '../support/test-app';
import { mailsTo, mailTo, registered, sessionCount, signedInAs, userRow } from './account-helpers';

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const CHANGED = 'Your password was changed';

describe('signed-in devices and Change Password', () => {
  const bed = mailTestBed();

  const changePassword = (client: TestClient, currentPassword: string, password: string) =>
    client.send('put', '/api/account/password', { currentPassword, password });

  it('lists the devices of the account, this one first, without their session ids', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const phone = await signedInAs(t, who, CHROME_ANDROID);
    const laptop = await signedInAs(t, who, FIREFOX_MAC);
    await signedInAs(t, await registered(t), CHROME_ANDROID);
    // the device is recorded after the sign-in's answer
    await waitFor(async () => (await laptop.get('/api/account/sessions').expect(200)).body.length === 2 || false);
    await waitFor(async () =>
      (await laptop.get('/api/account/sessions')).body.every((s: { os: string }) => s.os !== 'Unknown system'),
    );
    const { body } = await laptop.get('/api/account/sessions').expect(200);
    expect(body).toEqual([
      expect.objectContaining({ browser: 'Firefox 128', os: 'macOS', current: true }),
      expect.objectContaining({ browser: 'Chrome 126', os: 'Android 14', current: false }),
    ]);
    for (const s of body) {
      expect(Object.keys(s).sort()).toEqual(['browser', 'createdAt', 'current', 'id', 'lastSeenAt', 'os']);
      expect(s.id).toMatch(/^[0-9a-f]{16}$/);
    }
    const sids: { sid: string }[] = await t.dataSource.query(
      `SELECT sid FROM session WHERE sess -> 'passport' ->> 'user' = $1::text`,
      [(await userRow(t, who.email))!.id],
    );
    expect(sids).toHaveLength(2);
    expect(JSON.stringify(body)).not.toMatch(new RegExp(sids.map((s) => s.sid).join('|')));
    // signing out takes the device off the list
    await phone.post('/api/auth/logout').expect(204);
    expect((await laptop.get('/api/account/sessions').expect(200)).body).toHaveLength(1);
  });

  it('signs out everywhere else and keeps this device', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const [a, b, c] = [await signedInAs(t, who), await signedInAs(t, who), await signedInAs(t, who)];
    const res = await a.send('delete', '/api/account/sessions/others').expect(200);
    expect(res.body).toEqual({ signedOut: 2 });
    await a.get('/api/auth/user').expect(200);
    await b.get('/api/auth/user').expect(401);
    await c.get('/api/auth/user').expect(401);
    expect(await sessionCount(t, (await userRow(t, who.email))!.id)).toBe(1);
  });

  it('changes the password with the current one: other devices signed out, this one kept, a mail sent', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const here = await signedInAs(t, who);
    const elsewhere = await signedInAs(t, who);
    const res = await changePassword(here, who.password, 'brand-new-2').expect(200);
    expect(res.body.message).toBe('Your password has been changed. Your other devices have been signed out.');
    await here.get('/api/auth/user').expect(200);
    await elsewhere.get('/api/auth/user').expect(401);
    await signedInAs(t, { ...who, password: 'brand-new-2' });
    const mail = await mailTo(bed.smtp, who.email, CHANGED);
    expect(mail.text()).toContain('Every other device signed in to your account has been signed out.');
  });

  it('refuses a wrong current password and a short new one with 400, changing nothing', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const here = await signedInAs(t, who);
    const elsewhere = await signedInAs(t, who);
    const wrong = await changePassword(here, 'not-it', 'brand-new-2').expect(400);
    expect(wrong.body.message).toBe(AuthErrors.currentPasswordWrong);
    const short = await changePassword(here, who.password, '12345').expect(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
    const missing = await here.send('put', '/api/account/password', { password: 'brand-new-2' }).expect(400);
    expect(missing.body.message).toBe('Current password is required');
    await elsewhere.get('/api/auth/user').expect(200);
    await signedInAs(t, who);
    expect(mailsTo(bed.smtp, who.email, CHANGED)).toEqual([]);
  });

  it('limits wrong current passwords per account (429) without keeping the owner from signing in', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const here = await signedInAs(t, who);
    for (let i = 0; i < 10; i++) await changePassword(here, `wrong-${i}`, 'brand-new-2').expect(400);
    expect((await changePassword(here, who.password, 'brand-new-2').expect(429)).body.message).toMatch(/^Too many/);
    await signedInAs(t, who);
  });

  it('needs the CSRF token for every new write, as for the others', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const client = await signedInAs(t, who);
    for (const [method, url] of [
      ['delete', '/api/account/sessions/others'],
      ['put', '/api/account/password'],
      ['patch', '/api/account/profile'],
      ['post', '/api/account/email-confirmation'],
      ['post', '/api/auth/forgot-password'],
      ['post', '/api/auth/reset-password'],
      ['post', '/api/auth/confirm-email'],
    ] as const) {
      const res = await client.agent[method](url).set('X-Forwarded-For', client.ip).send({});
      expect([url, res.status]).toEqual([url, 403]);
    }
  });
});

describe('last seen', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const lastSeen = async (client: TestClient): Promise<string> =>
    (await client.get('/api/account/sessions').expect(200)).body[0].lastSeenAt;
  const backdate = (userId: number) => ageSessionsOf(t, userId, 2);

  it('is written at most once a minute per session, however often the session asks', async () => {
    t = await createTestApp();
    const who = await registered(t);
    const client = await signedInAs(t, who);
    await waitFor(async () => (await lastSeen(client)) !== undefined);
    const first = await lastSeen(client);
    await backdate((await userRow(t, who.email))!.id);
    const backdated = await lastSeen(client);
    for (let i = 0; i < 5; i++) await client.get('/api/auth/user').expect(200);
    expect(await lastSeen(client)).toBe(backdated);
    expect(new Date(backdated).getTime()).toBeLessThan(new Date(first).getTime());
  });

  it('moves on once the interval is over', async () => {
    t = await createTestApp({ overrides: [[SESSION_SEEN_INTERVAL, 1]] });
    const client = await newClient(t);
    const who = await registered(t);
    await client.post('/api/auth/login', { email: who.email, password: who.password }).expect(200);
    await waitFor(async () => (await lastSeen(client)) !== undefined);
    await backdate((await userRow(t, who.email))!.id);
    const backdated = await lastSeen(client);
    // past the interval (1 s here) the next request writes it: asked until it has
    await waitFor(
      async () => {
        await client.get('/api/auth/user').expect(200);
        return (await lastSeen(client)) !== backdated;
      },
      10_000,
      'last seen to move',
    );
    expect(new Date(await lastSeen(client)).getTime()).toBeGreaterThan(new Date(backdated).getTime());
  });
});
