import { AuthErrors } from '../../src/modules/auth/auth.errors';
import { account, newClient } from '../support/client';
import { expireAccountLink, interruptMail } from '../support/factories';
import { mailTestBed } from '../support/mail-outbox';
import { waitFor } from '../support/smtp-capture';
import type { TestApp } from '../support/test-app';
import { mailsTo, mailTo, registered, sessionCount, sha256, signedInAs, tokenIn, userRow } from './account-helpers';

const RESET = 'Reset your password';
const CHANGED = 'Your password was changed';
const ANSWER = {
  message:
    'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.',
};

describe('password reset: a link by mail, once, for an hour', () => {
  const bed = mailTestBed();

  // each from a client (and address) of its own
  const forgot = async (t: TestApp, email: string, status = 200) =>
    (await newClient(t)).post('/api/auth/forgot-password', { email }).expect(status);
  const reset = async (t: TestApp, token: string, password = 'brand-new-1', status = 200) =>
    (await newClient(t)).post('/api/auth/reset-password', { token, password }).expect(status);
  const check = async (t: TestApp, token: string, status: number) =>
    (await newClient(t)).post('/api/auth/reset-password/check', { token }).expect(status);

  async function resetLink(t: TestApp, email: string, n = 1): Promise<string> {
    await forgot(t, email);
    return tokenIn(await mailTo(bed.smtp, email, RESET, n), '/reset-password');
  }

  it('answers a known and an unknown address alike, and mails only the account', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const stranger = account().email;
    const known = await forgot(t, who.email);
    const unknown = await forgot(t, stranger);
    expect(known.body).toEqual(ANSWER);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);

    const mail = await mailTo(bed.smtp, who.email, RESET);
    expect(mail.text()).toContain('Hi Ada,');
    expect(mail.text()).toContain('The link works once, for one hour.');
    expect(mail.header('List-Unsubscribe')).toBeUndefined();
    // nothing was queued for the stranger (the outbox is drained: nothing waits either)
    const queued = await t.dataSource.query(`SELECT 1 FROM mail_outbox WHERE recipient = $1`, [stranger]);
    expect(queued).toEqual([]);
    expect(mailsTo(bed.smtp, stranger, RESET)).toEqual([]);
  });

  it('stores only a hash of the token: neither the tokens table nor the outbox holds the link', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const token = await resetLink(t, who.email);
    const rows = await t.dataSource.query(
      `SELECT t.*, extract(epoch FROM t.expires_at - t.created_at)::int AS lifetime
       FROM account_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1 AND t.purpose = 'password-reset'`,
      [who.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(sha256(token));
    expect(rows[0].lifetime).toBe(3600);
    const outbox = await t.dataSource.query(`SELECT payload FROM mail_outbox WHERE recipient = $1`, [who.email]);
    expect(JSON.stringify([rows, outbox])).not.toContain(token);
  });

  it('sets the new password, signs every session out, and mails that the password was changed', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const laptop = await signedInAs(t, who);
    const phone = await signedInAs(t, who);
    const token = await resetLink(t, who.email);

    await check(t, token, 200);
    const res = await reset(t, token, 'brand-new-1');
    expect(res.body.message).toBe('Your password has been changed. Please sign in with your new password.');

    await laptop.get('/api/auth/user').expect(401);
    await phone.get('/api/auth/user').expect(401);
    expect(await sessionCount(t, (await userRow(t, who.email))!.id)).toBe(0);
    await signedInAs(t, { ...who, password: 'brand-new-1' });
    await (await newClient(t)).post('/api/auth/login', { email: who.email, password: who.password }).expect(401);

    const changed = await mailTo(bed.smtp, who.email, CHANGED);
    expect(changed.text()).toContain('The password of your Business Coach & Author account was changed on');
    expect(changed.text()).toContain('https://coach.example/forgot-password');
  });

  it('works once: a used link, or another link of that hour, says so with 410', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const first = await resetLink(t, who.email, 1);
    const second = await resetLink(t, who.email, 2);
    await reset(t, second);
    for (const token of [second, first]) {
      const again = await reset(t, token, 'another-pw', 410);
      expect(again.body).toEqual({ statusCode: 410, message: AuthErrors.resetLinkUsed, error: 'Gone' });
      await check(t, token, 410);
    }
    await signedInAs(t, { ...who, password: 'brand-new-1' });
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const token = await resetLink(t, who.email);
    const use = async (password: string) => (await newClient(t)).post('/api/auth/reset-password', { token, password });
    const results = await Promise.all([use('first-pw'), use('second-pw')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410]);
    const winner = results[0].status === 200 ? 'first-pw' : 'second-pw';
    await signedInAs(t, { ...who, password: winner });
  });

  it('refuses an expired link and an altered one with 410, and keeps the password', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const token = await resetLink(t, who.email);
    const altered = await reset(t, token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA'), 'brand-new-1', 410);
    expect(altered.body.message).toBe(AuthErrors.linkInvalid);
    // an hour later, as the database's clock sees it
    await expireAccountLink(t, token);
    const expired = await reset(t, token, 'brand-new-1', 410);
    expect(expired.body.message).toBe(AuthErrors.resetLinkExpired);
    expect((await check(t, token, 410)).body.message).toBe(AuthErrors.resetLinkExpired);
    await signedInAs(t, who);
  });

  it("keeps the spec's password rule, and the link for a second try", async () => {
    const t = await bed.app();
    const who = await registered(t);
    const token = await resetLink(t, who.email);
    const short = await reset(t, token, '12345', 400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
    await reset(t, token, '123456');
  });

  it('confirms an unconfirmed address: the link reached it', async () => {
    const t = await bed.app();
    const who = await registered(t);
    expect((await userRow(t, who.email))!.email_confirmed_at).toBeNull();
    await reset(t, await resetLink(t, who.email));
    expect((await userRow(t, who.email))!.email_confirmed_at).toBeInstanceOf(Date);
  });

  it('limits requests per client address with 429, without touching other addresses', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const client = await newClient(t);
    for (let i = 0; i < 10; i++) await client.post('/api/auth/forgot-password', { email: account().email }).expect(200);
    const refused = await client.post('/api/auth/forgot-password', { email: who.email }).expect(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // the owner, from their own address, still gets a link
    await resetLink(t, who.email);
  });

  it('mails one account at most 3 links an hour, answering the same, and those links keep working', async () => {
    const t = await bed.app();
    const who = await registered(t);
    // five requests from five addresses, as someone filling the owner's inbox would send them
    for (let i = 0; i < 5; i++) expect((await forgot(t, who.email)).body).toEqual(ANSWER);
    const third = await mailTo(bed.smtp, who.email, RESET, 3);
    const queued = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 AND kind = 'password-reset'`,
      [who.email],
    );
    expect(queued[0].n).toBe(3);
    // no lock-out: the owner opens one of the links of that hour
    await reset(t, tokenIn(third, '/reset-password'));
  });

  it('sends a reset mail again that a crash left half-sent (a missing link is worse than a second one)', async () => {
    // this replica only queues: the row waits, then looks like a replica died handing it to SMTP
    const queuer = await bed.app({ concurrency: 0 });
    const who = await registered(queuer);
    await forgot(queuer, who.email);
    await interruptMail(queuer, {
      kind: 'password-reset',
      recipient: who.email,
      messageId: '<outbox-crash-reset@coach.example>',
    });
    const sender = await bed.app();
    const mail = await mailTo(bed.smtp, who.email, RESET);
    expect(mail.header('Message-ID')).toBe('<outbox-crash-reset@coach.example>');
    await reset(sender, tokenIn(mail, '/reset-password'));
    await waitFor(
      async () =>
        (
          await sender.dataSource.query(`SELECT status FROM mail_outbox WHERE message_id = $1`, [
            '<outbox-crash-reset@coach.example>',
          ])
        )[0].status === 'sent',
    );
  });
});
