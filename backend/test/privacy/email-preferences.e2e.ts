import request from 'supertest';
import { click, confirmLinkOf, isConfirmation, mailsTo, outboxDone, waitForMail } from '../blog/subscription-helpers';
import { newClient } from '../support/client';
import { resetBlog } from '../support/factories';
import { mailTestBed } from '../support/mail-outbox';
import type { TestApp } from '../support/test-app';
import {
  confirmAddress,
  confirmedCustomer,
  emptyProductUpdates,
  preferences,
  setPreferences,
  subscriberRows,
  unconfirmedCustomer,
} from './privacy-helpers';

describe('Email Preferences: Daily Blog Posts is the newsletter subscription of the account’s address', () => {
  const bed = mailTestBed();
  let t: TestApp;
  beforeEach(async () => {
    t = await bed.app();
    await resetBlog(t);
  });

  it('turns on at once for a confirmed address, with no mail: the same row the footer form and the unsubscribe link change', async () => {
    const { who, client } = await confirmedCustomer(t, bed.smtp);
    expect((await preferences(client)).dailyBlogPosts).toEqual({ status: 'not-subscribed', email: who.email });

    expect((await setPreferences(client, { dailyBlogPosts: true })).dailyBlogPosts.status).toBe('subscribed');
    const [row] = await subscriberRows(t, who.email);
    expect(row).toMatchObject({ active: true, confirmed: true, unsubscribed: false });

    // the footer form, for the same address in other letters: that row, still active, no mail
    await (await newClient(t)).post('/api/subscribe', { email: who.email.toUpperCase() }).expect(200);
    await outboxDone(t);
    expect(mailsTo(bed.smtp, who.email, isConfirmation)).toHaveLength(0);
    expect(await subscriberRows(t, who.email)).toEqual([row]);

    // the unsubscribe link of the mails turns the preference off
    await request(t.server).post(`/api/unsubscribe?token=${row.token}`).expect(200);
    expect((await preferences(client)).dailyBlogPosts.status).toBe('not-subscribed');
    // and the account page turns it on again: the person asks, so an unsubscribed address comes back
    expect((await setPreferences(client, { dailyBlogPosts: true })).dailyBlogPosts.status).toBe('subscribed');
    expect((await setPreferences(client, { dailyBlogPosts: false })).dailyBlogPosts.status).toBe('not-subscribed');
    expect(await subscriberRows(t, who.email)).toEqual([
      { ...row, active: false, unsubscribed: true, confirmed: true },
    ]);
  });

  it('shows an address subscribed in the footer and confirmed by mail as subscribed, and unsubscribes that row', async () => {
    const { who, client } = await confirmedCustomer(t, bed.smtp);
    await (await newClient(t)).post('/api/subscribe', { email: who.email }).expect(200);
    expect((await preferences(client)).dailyBlogPosts.status).toBe('awaiting-confirmation');
    await click(t, confirmLinkOf(await waitForMail(bed.smtp, who.email, isConfirmation))).expect(200);
    expect((await preferences(client)).dailyBlogPosts.status).toBe('subscribed');

    await setPreferences(client, { dailyBlogPosts: false });
    const rows = await subscriberRows(t, who.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ active: false, unsubscribed: true });
  });

  it('sends the double opt-in mail for an unconfirmed account address; its link subscribes', async () => {
    const { who, client } = await unconfirmedCustomer(t);
    const answer = await setPreferences(client, { dailyBlogPosts: true });
    expect(answer.dailyBlogPosts).toEqual({ status: 'awaiting-confirmation', email: who.email });
    expect((await subscriberRows(t, who.email))[0]).toMatchObject({ active: false, confirmed: false });

    const link = confirmLinkOf(await waitForMail(bed.smtp, who.email, isConfirmation));
    expect((await click(t, link).expect(200)).text).toContain('Your subscription is confirmed');
    expect((await preferences(client)).dailyBlogPosts.status).toBe('subscribed');
  });

  it('turning off a request that waits for its click calls it off: its link no longer subscribes', async () => {
    const { who, client } = await unconfirmedCustomer(t);
    await setPreferences(client, { dailyBlogPosts: true });
    const link = confirmLinkOf(await waitForMail(bed.smtp, who.email, isConfirmation));
    expect((await setPreferences(client, { dailyBlogPosts: false })).dailyBlogPosts.status).toBe('not-subscribed');

    expect((await click(t, link).expect(200)).text).toContain('This link has expired');
    expect((await subscriberRows(t, who.email))[0]).toMatchObject({ active: false, confirmed: false });
  });
});

describe('Email Preferences: Product Updates', () => {
  const bed = mailTestBed();
  let t: TestApp;
  beforeEach(async () => {
    t = await bed.app();
    await emptyProductUpdates(t);
  });

  it('joins and leaves the list for the account', async () => {
    const { who, client } = await confirmedCustomer(t, bed.smtp);
    expect((await preferences(client)).productUpdates).toEqual({ status: 'not-subscribed', email: who.email });
    expect((await setPreferences(client, { productUpdates: true })).productUpdates.status).toBe('subscribed');
    // asking twice changes nothing
    await setPreferences(client, { productUpdates: true });
    const rows = await t.dataSource.query(`SELECT active, unsubscribed_at FROM product_update_subscriptions`);
    expect(rows).toEqual([{ active: true, unsubscribed_at: null }]);

    expect((await setPreferences(client, { productUpdates: false })).productUpdates.status).toBe('not-subscribed');
    const [left] = await t.dataSource.query(`SELECT active, unsubscribed_at FROM product_update_subscriptions`);
    expect(left).toEqual({ active: false, unsubscribed_at: expect.any(Date) });
    // the other list is left alone
    expect((await preferences(client)).dailyBlogPosts.status).toBe('not-subscribed');
  });

  it('waits for the account’s own confirmation link before anything is mailed to an unconfirmed address', async () => {
    const { who, client } = await unconfirmedCustomer(t);
    expect((await setPreferences(client, { productUpdates: true })).productUpdates.status).toBe(
      'awaiting-confirmation',
    );
    await confirmAddress(t, bed.smtp, who.email);
    expect((await preferences(client)).productUpdates.status).toBe('subscribed');
  });
});

describe('Email Preferences: the rules of every account route', () => {
  const bed = mailTestBed();

  it('answers visitors 401, refuses a value that is not true or false with a readable 400, and needs the CSRF token', async () => {
    const t = await bed.app();
    const anonymous = await newClient(t);
    await anonymous.get('/api/account/email-preferences').expect(401);
    const { client } = await confirmedCustomer(t, bed.smtp);
    const bad = await client.send('patch', '/api/account/email-preferences', { dailyBlogPosts: 'yes' }).expect(400);
    expect(bad.body.message).toBe('dailyBlogPosts must be true or false.');
    const forged = await client.agent
      .patch('/api/account/email-preferences')
      .set('X-Forwarded-For', client.ip)
      .send({ productUpdates: true })
      .expect(403);
    expect(forged.body.message).toMatch(/security token/);
    expect((await preferences(client)).productUpdates.status).toBe('not-subscribed');
  });
});
