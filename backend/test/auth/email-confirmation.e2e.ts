import { AuthErrors } from '../../src/modules/auth/auth.errors';
import { checkout, createProduct } from '../commerce/commerce-helpers';
import { account, newClient, signedIn, TestClient } from '../support/client';
import { expireAccountLink } from '../support/factories';
import { mailTestBed } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';
import { mailsTo, mailTo, registered, sha256, signedInAs, tokenIn, userRow } from './account-helpers';

const CONFIRM = 'Confirm your e-mail address';

describe("e-mail confirmation of a new account's address", () => {
  const bed = mailTestBed();

  const confirm = async (t: TestApp, token: string, status: number) =>
    (await newClient(t)).post('/api/auth/confirm-email', { token }).expect(status);

  async function confirmationToken(t: TestApp, email: string, n = 1): Promise<string> {
    return tokenIn(await mailTo(bed.smtp, email, CONFIRM, n), '/confirm-email');
  }

  it('mails a new account a link, keeps it out of the answer, and lets the account shop unconfirmed', async () => {
    const t = await bed.app();
    const who = account();
    const registering = await newClient(t);
    const res = await registering.post('/api/auth/register', who).expect(201);
    // the message and the user as GET /api/auth/user reads it: no token in the answer
    expect(Object.keys(res.body)).toEqual(['message', 'user']);
    expect(res.body.user).toEqual((await registering.get('/api/auth/user').expect(200)).body);
    const mail = await mailTo(bed.smtp, who.email, CONFIRM);
    expect(mail.text()).toContain(
      'Welcome to Business Coach & Author! Please confirm that this is your e-mail address:',
    );
    expect(mail.text()).toContain('The link works for 24 hours.');
    const rows = await t.dataSource.query(`SELECT token_hash FROM account_tokens WHERE email = $1`, [who.email]);
    expect(rows).toEqual([{ token_hash: sha256(tokenIn(mail, '/confirm-email')) }]);

    // signed in by registering, and again later
    expect(res.body.user).toMatchObject({ emailConfirmed: false });
    const product = await createProduct(await signedIn(t, 'admin'));
    expect((await checkout(registering, [product.id], 49.99)).clientSecret).toMatch(/_secret_/);
    const client = await signedInAs(t, who);
    expect((await client.get('/api/auth/user').expect(200)).body).toMatchObject({ emailConfirmed: false });
  });

  it('confirms once, and says so calmly when the link is opened again', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const client = await signedInAs(t, who);
    const token = await confirmationToken(t, who.email);
    expect((await confirm(t, token, 200)).body).toEqual({ status: 'confirmed', email: who.email });
    expect((await client.get('/api/auth/user').expect(200)).body.emailConfirmed).toBe(true);
    expect((await confirm(t, token, 200)).body).toEqual({ status: 'already-confirmed', email: who.email });
    // even long after the link expired
    await expireAccountLink(t, token, 24 * 60 * 60);
    expect((await confirm(t, token, 200)).body.status).toBe('already-confirmed');
  });

  it('refuses an expired link of an unconfirmed account and an altered link with 410', async () => {
    const t = await bed.app();
    const who = await registered(t);
    const token = await confirmationToken(t, who.email);
    expect((await confirm(t, `${token}x`, 410)).body.message).toBe(AuthErrors.linkInvalid);
    expect((await confirm(t, 'not-a-token', 410)).body.message).toBe(AuthErrors.linkInvalid);
    expect((await confirm(t, '', 400)).body.message).toBe('This link is not valid.');
    await expireAccountLink(t, token);
    expect((await confirm(t, token, 410)).body).toEqual({
      statusCode: 410,
      message: AuthErrors.confirmLinkExpired,
      error: 'Gone',
    });
    expect((await userRow(t, who.email))!.email_confirmed_at).toBeNull();
  });

  describe('Send again', () => {
    const resend = (client: TestClient) => client.post('/api/account/email-confirmation');

    it('mails a new link; the earlier one still works', async () => {
      const t = await bed.app();
      const who = await registered(t);
      const client = await signedInAs(t, who);
      const first = await confirmationToken(t, who.email, 1);
      const res = await resend(client).expect(200);
      expect(res.body).toEqual({ message: `We have sent a new confirmation link to ${who.email}.` });
      const second = await confirmationToken(t, who.email, 2);
      expect(second).not.toBe(first);
      expect((await confirm(t, first, 200)).body.status).toBe('confirmed');
      expect((await confirm(t, second, 200)).body.status).toBe('already-confirmed');
    });

    it('sends at most 3 an hour per account (429), and none once the address is confirmed (409)', async () => {
      const t = await bed.app();
      const who = await registered(t);
      const client = await signedInAs(t, who);
      for (let i = 0; i < 3; i++) await resend(client).expect(200);
      const refused = await resend(client).expect(429);
      expect(refused.body.message).toMatch(/^Too many attempts/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      await mailTo(bed.smtp, who.email, CONFIRM, 4);
      expect(mailsTo(bed.smtp, who.email, CONFIRM)).toHaveLength(4);

      const other = await registered(t);
      const otherClient = await signedInAs(t, other);
      await confirm(t, await confirmationToken(t, other.email), 200);
      const already = await resend(otherClient).expect(409);
      expect(already.body.message).toBe(AuthErrors.emailAlreadyConfirmed);
    });

    it('needs a signed-in account', async () => {
      const t = await bed.app();
      await resend(await newClient(t)).expect(401);
    });
  });
});
