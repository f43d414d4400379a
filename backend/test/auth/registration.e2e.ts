import { account, newClient } from '../support/client';
import { mailTestBed, outboxSettled } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';
import { mailsTo, mailTo, registered, signedInAs, userRow } from './account-helpers';

const REGISTERED = {
  message: 'Thank you for registering. We have sent a mail to this address. Please sign in.',
  user: null,
};
const SIGNED_IN = 'Thank you for registering. You are signed in. We have sent a mail to confirm your address.';
const NOTICE = 'Someone tried to create an account with your e-mail address';
const CONFIRM = 'Confirm your e-mail address';

// Registration of a taken address changes nothing and signs nobody in (README, "Accounts and admin
// access"); a new address is signed in.
describe('registration with an address that already has an account', () => {
  const bed = mailTestBed();

  const register = async (t: TestApp, body: object) => {
    const res = await (await newClient(t)).post('/api/auth/register', body);
    return { status: res.status, body: res.body, cookies: String(res.headers['set-cookie'] ?? '') };
  };
  const passwordHash = async (t: TestApp, email: string) =>
    (await t.dataSource.query('SELECT password_hash FROM users WHERE email = $1', [email]))[0].password_hash;

  it('signs nobody in and changes nothing (a new address is signed in)', async () => {
    const t = await bed.app();
    const owner = account();
    const first = await register(t, owner);
    const before = { row: await userRow(t, owner.email), hash: await passwordHash(t, owner.email) };
    const stranger = { ...owner, email: owner.email.toUpperCase(), password: 'another-pass', firstName: 'Eve' };
    const again = await register(t, stranger);

    expect(first).toMatchObject({ status: 201, body: { message: SIGNED_IN, user: { email: owner.email } } });
    expect(first.cookies).toContain('sid=');
    expect(again).toMatchObject({ status: 201, body: REGISTERED });
    expect(again.cookies).not.toContain('sid=');
    expect(await userRow(t, owner.email)).toEqual(before.row);
    expect(await passwordHash(t, owner.email)).toBe(before.hash);
    await signedInAs(t, owner);
    await (await newClient(t)).post('/api/auth/login', { email: owner.email, password: 'another-pass' }).expect(401);
  });

  it('tells the owner by mail, with a sign-in and a reset link, and sends no second confirmation link', async () => {
    const t = await bed.app();
    const owner = await registered(t, account({ firstName: 'Grace' }));
    await register(t, { ...account(), email: owner.email });

    const notice = await mailTo(bed.smtp, owner.email, NOTICE);
    const text = notice.text();
    expect(text).toContain('Hi Grace,');
    expect(text).toContain('You already have an account with it, so no account was made and nothing was changed.');
    expect(text).toContain('To sign in: https://coach.example/login');
    expect(text).toContain('Choose a new one here: https://coach.example/forgot-password');
    await outboxSettled(t);
    expect(mailsTo(bed.smtp, owner.email, CONFIRM)).toHaveLength(1);
  });

  it('mails the owner at most 3 times a day, however often strangers try', async () => {
    const t = await bed.app();
    const owner = await registered(t);
    for (let i = 0; i < 5; i++) expect((await register(t, { ...account(), email: owner.email })).status).toBe(201);
    await outboxSettled(t);
    expect(mailsTo(bed.smtp, owner.email, NOTICE)).toHaveLength(3);
  });

  it('makes one account of two simultaneous sign-ups for one address, and signs in only the one that made it', async () => {
    const t = await bed.app();
    const who = account();
    const results = await Promise.all([register(t, who), register(t, who)]);
    // one made the account and is signed in; the other is answered as any taken address
    expect(results.map((r) => [r.status, r.body.message]).sort()).toEqual([
      [201, REGISTERED.message],
      [201, SIGNED_IN],
    ]);
    const rows = await t.dataSource.query('SELECT id FROM users WHERE email = $1', [who.email]);
    expect(rows).toHaveLength(1);
    // the one that came second was told to the owner like any other
    await mailTo(bed.smtp, who.email, NOTICE);
  });
});
