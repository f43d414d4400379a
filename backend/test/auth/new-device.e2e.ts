import { newClient, TestClient } from '../support/client';
import { mailTestBed, outboxSettled } from '../support/mail-outbox';
import type { CapturedMail } from '../support/smtp-capture';
import { mailsTo, mailTo, registered, signedInAs, userRow } from './account-helpers';

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
const NEW_SIGN_IN = 'New sign-in to your Business Coach & Author account';

// the "This was not me" link's token
function alertToken(mail: CapturedMail): string {
  const link = /https:\/\/coach\.example\/sign-in-alert\?token=([A-Za-z0-9_-]+)/.exec(mail.text());
  if (!link) throw new Error(`no /sign-in-alert link in:\n${mail.text()}`);
  return link[1];
}

const signIn = (client: TestClient, email: string, password: string, userAgent = FIREFOX_MAC) =>
  client.post('/api/auth/login', { email, password }).set('User-Agent', userAgent).expect(200);

describe('a sign-in from a new browser', () => {
  const bed = mailTestBed();

  it('is mailed to the address with the browser and the address it came from; a known browser is not', async () => {
    const t = await bed.app();
    // the browser that registered is the account's first: nobody's news
    const who = { email: `devices-${Date.now()}@example.com`, password: 'secret123', firstName: 'Ada', lastName: 'L' };
    const home = await newClient(t);
    await home.post('/api/auth/register', who).expect(201);
    await home.post('/api/auth/logout').expect(204);
    await signIn(home, who.email, who.password);

    const elsewhere = await newClient(t);
    await signIn(elsewhere, who.email, who.password);
    const mail = await mailTo(bed.smtp, who.email, NEW_SIGN_IN);
    expect(mail.text()).toContain('from Firefox 128 on macOS (address ');
    expect(mail.text()).toContain(elsewhere.ip);
    expect(mail.text()).toContain('This was not me');
    alertToken(mail);
    // that browser is known from now on; the first one still is
    await signIn(elsewhere, who.email, who.password);
    await signIn(home, who.email, who.password);
    await outboxSettled(t);
    expect(mailsTo(bed.smtp, who.email, NEW_SIGN_IN)).toHaveLength(1);
  });

  it('"This was not me" signs the account out everywhere, then a new password is chosen', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const mine = await signedInAs(t, who);
    const theirs = await signedInAs(t, who);
    const [, second] = [
      await mailTo(bed.smtp, who.email, NEW_SIGN_IN),
      await mailTo(bed.smtp, who.email, NEW_SIGN_IN, 2),
    ];
    const anyone = await newClient(t);
    const res = await anyone.post('/api/auth/sign-in-alert', { token: alertToken(second) }).expect(200);
    expect(res.body.message).toBe('Your account has been signed out everywhere. Choose a new password now.');
    await mine.get('/api/auth/user').expect(401);
    await theirs.get('/api/auth/user').expect(401);

    await anyone.post('/api/auth/reset-password', { token: res.body.resetToken, password: 'brand-new-9' }).expect(200);
    await (await newClient(t)).post('/api/auth/login', { email: who.email, password: who.password }).expect(401);
    await signedInAs(t, { ...who, password: 'brand-new-9' });

    // each alert link of the account works once
    const again = await anyone.post('/api/auth/sign-in-alert', { token: alertToken(second) }).expect(410);
    expect(again.body.message).toBe(
      'This link has already been used: your account was signed out everywhere then. Ask for a new password link if you still need one.',
    );
    await anyone.post('/api/auth/sign-in-alert', { token: 'not-a-token' }).expect(410);
  });

  it('says nothing on the first sign-in of an account that had no browser recorded yet', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const id = (await userRow(t, who.email))!.id;
    await t.dataSource.query(`DELETE FROM known_devices WHERE user_id = $1`, [id]);
    await signedInAs(t, who);
    await outboxSettled(t);
    expect(mailsTo(bed.smtp, who.email, NEW_SIGN_IN)).toHaveLength(0);
    expect(await t.dataSource.query(`SELECT 1 FROM known_devices WHERE user_id = $1`, [id])).toHaveLength(1);
  });
});
