import { AuthErrors } from '../../src/modules/auth/auth.errors';
import { account, newClient, TestAccount, TestClient } from '../support/client';
import { expireEmailChangeLinks } from '../support/factories';
import { mailTestBed } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';
import { mailsTo, mailTo, registered, signedInAs, tokenIn, userRow } from './account-helpers';

const CHANGE = 'Confirm your new e-mail address';
const CHANGED = 'Your e-mail address was changed';

describe('Edit Profile: names at once, a new e-mail address once confirmed', () => {
  const bed = mailTestBed();

  const edit = (client: TestClient, who: TestAccount, changes: Partial<TestAccount>) =>
    client.send('patch', '/api/account/profile', {
      firstName: who.firstName,
      lastName: who.lastName,
      email: who.email,
      ...changes,
    });
  const confirm = async (t: TestApp, token: string, status: number) =>
    (await newClient(t)).post('/api/auth/confirm-email', { token }).expect(status);
  const canSignIn = async (t: TestApp, email: string, password: string) =>
    (await (await newClient(t)).post('/api/auth/login', { email, password })).status === 200;

  async function changeLink(t: TestApp, client: TestClient, who: TestAccount, email: string, n = 1) {
    await edit(client, who, { email }).expect(200);
    return tokenIn(await mailTo(bed.smtp, email, CHANGE, n), '/confirm-email');
  }

  it('changes the names at once, trimmed, and answers the user', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const client = await signedInAs(t, who);
    const res = await edit(client, who, { firstName: ' Grace ', lastName: 'Hopper' }).expect(200);
    expect(res.body).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', email: who.email, pendingEmail: null });
    expect((await client.get('/api/auth/user').expect(200)).body.firstName).toBe('Grace');
  });

  it('keeps the old address until the new one is confirmed, then tells the old address', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const client = await signedInAs(t, who);
    const newEmail = account().email;
    const res = await edit(client, who, { email: newEmail.toUpperCase() }).expect(200);
    expect(res.body).toMatchObject({ email: who.email, pendingEmail: newEmail });

    const mail = await mailTo(bed.smtp, newEmail, CHANGE);
    expect(mail.text()).toContain('Until then you sign in with your current address.');
    expect(await canSignIn(t, who.email, who.password)).toBe(true);
    expect(await canSignIn(t, newEmail, who.password)).toBe(false);
    expect(mailsTo(bed.smtp, who.email, CHANGED)).toEqual([]);

    const token = tokenIn(mail, '/confirm-email');
    expect((await confirm(t, token, 200)).body).toEqual({ status: 'confirmed', email: newEmail });
    expect((await client.get('/api/auth/user').expect(200)).body).toMatchObject({
      email: newEmail,
      pendingEmail: null,
      emailConfirmed: true,
    });
    expect(await canSignIn(t, newEmail, who.password)).toBe(true);
    expect(await canSignIn(t, who.email, who.password)).toBe(false);

    const told = await mailTo(bed.smtp, who.email, CHANGED);
    expect(told.text()).toContain(`now signs in with ${newEmail} instead of this address`);
    expect(told.text()).toContain('https://coach.example/contact');
    // twice: calm
    expect((await confirm(t, token, 200)).body).toEqual({ status: 'already-confirmed', email: newEmail });
  });

  it("refuses another account's address with 409, at the request and at the confirmation", async () => {
    const t = await bed.app();
    const who = await registered(t);
    const other = await registered(t);
    const client = await signedInAs(t, who);
    const taken = await edit(client, who, { email: other.email.toUpperCase() }).expect(409);
    expect(taken.body).toEqual({ statusCode: 409, message: AuthErrors.emailUsedByOther, error: 'Conflict' });
    expect((await userRow(t, who.email))!.pending_email).toBeNull();

    // an address free when asked for, taken by a sign-up before the link is opened
    const wanted = account().email;
    const token = await changeLink(t, client, who, wanted);
    await registered(t, account({ email: wanted }));
    expect((await confirm(t, token, 409)).body.message).toBe(AuthErrors.emailUsedByOther);
    expect((await userRow(t, who.email))!.email).toBe(who.email);
  });

  it('lets a newer change or a cancellation retire the earlier link', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const client = await signedInAs(t, who);
    const [first, second] = [account().email, account().email];
    const firstToken = await changeLink(t, client, who, first);
    const secondToken = await changeLink(t, client, who, second);
    expect((await confirm(t, firstToken, 410)).body.message).toBe(AuthErrors.emailChangeLinkOutdated);

    const cancelled = await client.send('delete', '/api/account/email-change').expect(200);
    expect(cancelled.body).toMatchObject({ email: who.email, pendingEmail: null });
    expect((await confirm(t, secondToken, 410)).body.message).toBe(AuthErrors.emailChangeLinkOutdated);
    expect((await userRow(t, who.email))!.email).toBe(who.email);
  });

  it('refuses an expired change link with 410', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const client = await signedInAs(t, who);
    const token = await changeLink(t, client, who, account().email);
    await expireEmailChangeLinks(t, (await userRow(t, who.email))!.id);
    expect((await confirm(t, token, 410)).body.message).toBe(AuthErrors.confirmLinkExpired);
  });

  it('checks every field with a readable 400, and needs a signed-in account', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const client = await signedInAs(t, who);
    for (const [changes, message] of [
      [{ email: 'not-an-email' }, 'Please enter a valid email'],
      [{ firstName: '  ' }, 'First name is required'],
      [{ lastName: 'x'.repeat(101) }, 'Last name must be at most 100 characters'],
    ] as const) {
      expect((await edit(client, who, changes).expect(400)).body.message).toBe(message);
    }
    await edit(await newClient(t), who, {}).expect(401);
  });

  it('sends at most 10 profile changes an hour per account (429)', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const client = await signedInAs(t, who);
    for (let i = 0; i < 10; i++) await edit(client, who, { firstName: `Ada${i}` }).expect(200);
    expect((await edit(client, who, { firstName: 'Ada' }).expect(429)).body.message).toMatch(/^Too many attempts/);
  });
});
