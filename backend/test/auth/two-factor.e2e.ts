import { newClient } from '../support/client';
import { mailTestBed } from '../support/mail-outbox';
import { TestAuthenticator } from '../support/totp-codes';
import { mailTo, passwordStep, registered, signedInAs, userRow, withTwoFactor } from './account-helpers';

const WRONG =
  'That code is not right. Enter the code your authenticator app shows now, or a recovery code you have not used.';

describe('two-factor sign-in', () => {
  const bed = mailTestBed();

  it('is turned on with a first code from the app: the QR code, ten recovery codes, other devices out, a mail', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const browser = await signedInAs(t, who);
    const elsewhere = await signedInAs(t, who);
    expect((await browser.get('/api/account/two-factor').expect(200)).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const setup = await browser.post('/api/account/two-factor/setup').expect(201);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toBe(
      // the site's name (make run's default) as the app shows it, then the account
      `otpauth://totp/Business%20Coach%20%26%20Author:${encodeURIComponent(who.email)}?issuer=Business%20Coach%20%26%20Author&secret=${setup.body.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // the database holds the secret sealed
    const [row] = await t.dataSource.query(`SELECT secret_sealed FROM two_factor WHERE user_id = $1`, [
      (await userRow(t, who.email))!.id,
    ]);
    expect(row.secret_sealed).not.toContain(setup.body.secret);
    // not on before a code: the password alone still signs in
    await signedInAs(t, who);
    const app = new TestAuthenticator(setup.body.secret);
    const wrong = await browser.post('/api/account/two-factor/enable', { code: app.wrongCode() }).expect(400);
    expect(wrong.body.message).toBe(WRONG);
    await browser.post('/api/account/two-factor/enable', { code: 'abc' }).expect(400);

    const on = await browser.post('/api/account/two-factor/enable', { code: await app.code() }).expect(200);
    expect(on.body.message).toBe('Two-factor sign-in is on.');
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    for (const code of on.body.recoveryCodes) expect(code).toMatch(/^[2-9a-z]{5}-[2-9a-z]{5}$/);
    expect((await browser.get('/api/account/two-factor').expect(200)).body).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    await browser.get('/api/auth/user').expect(200);
    await elsewhere.get('/api/auth/user').expect(401);
    const mail = await mailTo(bed.smtp, who.email, 'Two-factor sign-in is on');
    expect(mail.text()).toContain('Every other device signed in to your account has been signed out.');
    // a second app cannot replace the first one while it is on
    await browser.post('/api/account/two-factor/setup').expect(409);
    await browser.post('/api/account/two-factor/enable', { code: await app.code() }).expect(409);
  });

  it('signs in with the password, then a code; a code works once', async () => {
    const t = await bed.app();
    const { who, app } = await withTwoFactor(t);
    const first = await passwordStep(t, who);
    const wrong = await first.post('/api/auth/login/code', { code: app.wrongCode() }).expect(401);
    expect(wrong.body.message).toBe(WRONG);
    const code = await app.code();
    const res = await first.post('/api/auth/login/code', { code }).expect(200);
    expect(res.body.email).toBe(who.email);
    await first.get('/api/auth/user').expect(200);
    // the same code from another browser: refused
    const second = await passwordStep(t, who);
    await second.post('/api/auth/login/code', { code }).expect(401);
    // a browser that gave no right password has nothing waiting
    const stranger = await newClient(t);
    const none = await stranger.post('/api/auth/login/code', { code: '123456' }).expect(401);
    expect(none.body.message).toBe(
      'No sign-in is waiting for a code. Please sign in with your email and password again.',
    );
  });

  it('takes one code once when two browsers send it at the same moment', async () => {
    const t = await bed.app();
    const { who, app } = await withTwoFactor(t);
    const browsers = await Promise.all(Array.from({ length: 4 }, () => passwordStep(t, who)));
    const code = await app.code();
    const answers = await Promise.all(browsers.map((b) => b.post('/api/auth/login/code', { code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401]);
  });

  it('signs in with a recovery code, each once', async () => {
    const t = await bed.app();
    const { who, browser, recoveryCodes } = await withTwoFactor(t);
    const client = await passwordStep(t, who);
    // typed in capitals and without the dash, as people do
    await client.post('/api/auth/login/code', { code: recoveryCodes[0].replace('-', '').toUpperCase() }).expect(200);
    const again = await passwordStep(t, who);
    await again.post('/api/auth/login/code', { code: recoveryCodes[0] }).expect(401);
    expect((await browser.get('/api/account/two-factor').expect(200)).body.recoveryCodesLeft).toBe(9);
  });

  it('refuses more than 5 wrong codes per account in 15 minutes, from any browser, even a right one after', async () => {
    const t = await bed.app();
    const { who, app } = await withTwoFactor(t);
    const browsers = await Promise.all(Array.from({ length: 8 }, () => passwordStep(t, who)));
    const answers = await Promise.all(browsers.map((b) => b.post('/api/auth/login/code', { code: app.wrongCode() })));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0].body.message).toMatch(/^Too many attempts\. Please try again in /);
    await browsers[0].post('/api/auth/login/code', { code: await app.code() }).expect(429);
  });

  it('counts the account page’s wrong codes with the sign-in’s: on, off and new recovery codes refused alike', async () => {
    const t = await bed.app();
    const { browser, app } = await withTwoFactor(t);
    for (let n = 0; n < 5; n++) {
      await browser.post('/api/account/two-factor/disable', { code: app.wrongCode() }).expect(400);
    }
    const off = await browser.post('/api/account/two-factor/disable', { code: await app.code() }).expect(429);
    expect(off.body.message).toMatch(/^Too many attempts\. Please try again in /);
    await browser.post('/api/account/two-factor/recovery-codes', { code: await app.code() }).expect(429);

    const other = await signedInAs(t, await registered(t));
    const setup = await other.post('/api/account/two-factor/setup').expect(201);
    const otherApp = new TestAuthenticator(setup.body.secret);
    for (let n = 0; n < 5; n++) {
      await other.post('/api/account/two-factor/enable', { code: otherApp.wrongCode() }).expect(400);
    }
    await other.post('/api/account/two-factor/enable', { code: await otherApp.code() }).expect(429);
  });

  it('is turned off with a code: other devices out, a mail, the password alone signs in again', async () => {
    const t = await bed.app();
    const { who, browser, app, recoveryCodes } = await withTwoFactor(t);
    const elsewhere = await passwordStep(t, who);
    await elsewhere.post('/api/auth/login/code', { code: recoveryCodes[1] }).expect(200);
    const wrong = await browser.post('/api/account/two-factor/disable', { code: app.wrongCode() }).expect(400);
    expect(wrong.body.message).toBe(WRONG);
    const off = await browser.post('/api/account/two-factor/disable', { code: await app.code() }).expect(200);
    expect(off.body.message).toBe('Two-factor sign-in is off. Your other devices have been signed out.');
    await elsewhere.get('/api/auth/user').expect(401);
    await browser.get('/api/auth/user').expect(200);
    await mailTo(bed.smtp, who.email, 'Two-factor sign-in was turned off');
    await signedInAs(t, who);
    await browser.post('/api/account/two-factor/disable', { code: '123456' }).expect(409);
    const id = (await userRow(t, who.email))!.id;
    expect(await t.dataSource.query(`SELECT 1 FROM recovery_codes WHERE user_id = $1`, [id])).toEqual([]);
  });

  it('gives ten new recovery codes for a code; the old ones stop working', async () => {
    const t = await bed.app();
    const { who, browser, recoveryCodes } = await withTwoFactor(t);
    const renewed = await browser
      .post('/api/account/two-factor/recovery-codes', { code: recoveryCodes[2] })
      .expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    const client = await passwordStep(t, who);
    await client.post('/api/auth/login/code', { code: recoveryCodes[3] }).expect(401);
    await client.post('/api/auth/login/code', { code: renewed.body.recoveryCodes[0] }).expect(200);
  });

  it('asks to set up first, and refuses what is not a code', async () => {
    const t = await bed.app();
    const browser = await signedInAs(t, await registered(t));
    const res = await browser.post('/api/account/two-factor/enable', { code: '123456' }).expect(409);
    expect(res.body.message).toBe('Set up two-factor sign-in first: scan the QR code with your authenticator app.');
    const notOn = await browser.post('/api/account/two-factor/disable', { code: '123456' }).expect(409);
    expect(notOn.body.message).toBe('Two-factor sign-in is not on for this account.');
    await browser.post('/api/account/two-factor/recovery-codes', { code: '123456' }).expect(409);
    const bad = await browser.post('/api/auth/login/code', { code: '12 34' }).expect(400);
    expect(bad.body.message).toBe('Enter the 6-digit code from your authenticator app, or one of your recovery codes.');
    const anonymous = await newClient(t);
    await anonymous.get('/api/account/two-factor').expect(401);
  });
});
