import type { BlogPostDto } from '../../frontend/src/api/generated';
import type { SiteSettingsDto } from '../../frontend/src/api/generated-admin';
import { createPost, signInAsAdmin, uniqueEmail } from '../support/api-session';
import { seriousViolations, settled } from '../support/axe';
import { waitForMail } from '../support/mailbox';
import {
  createMembershipProduct,
  createTier,
  dayOnPage,
  joinThroughApi,
  MEMBERSHIP_TAB,
  membershipFact,
  moveBillingClock,
  myMembership,
  openMembershipTab,
  payWithCard,
} from '../support/memberships';
import { motionless } from '../support/motion';
import { DECLINED_CARD, getJson, PAYING_CARD, signInAsCustomer } from '../support/shop';
import { expect, test, type Page } from '../support/test';

// Issue 46, "Recurring revenue": memberships with the offline billing provider. A visitor finds a
// members-only post locked, joins its tier with a free trial and reads it; the owner moves the
// billing clock on and the trial's end is charged; a renewal fails on a declined card, the member is
// warned and mailed and pays with a new card, reading all along; a member cancels and resumes.
//
// The billing clock is the site's (each worker's stack has its own): a journey moves it from wherever
// the journeys before left it, and every day it checks is read from the API, never from the real clock.

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const expectNone = (found: string[]) => expect(found, `axe found:\n${found.join('\n')}`).toEqual([]);
const PASSWORD = 'e2e-password-1';
const membersBox = (page: Page) => page.getByRole('region', { name: 'This post is for members' });

// A tier of $19 a month with a 7-day free trial, set up through the API.
const TRIAL_TIER = { rank: 1, monthlyPrice: '19', trialDays: 7, benefits: ['A weekly call with the circle'] };

// 'April 3, 2026' as the mails write a day: in the site's time zone (the owner's choice)
async function mailDay(owner: Page, iso: string): Promise<string> {
  const { timeZone } = await getJson<SiteSettingsDto>(owner, '/api/admin/site');
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );
}

// The post open on the reader's page, its body there and no members' box: a member reads it.
async function readsWholePost(reader: Page, post: { slug: string; title: string }, body: string) {
  await reader.goto(`/blog/${post.slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(reader.getByText(body)).toBeVisible();
  await expect(membersBox(reader)).toHaveCount(0);
}

test('a visitor finds a members-only post locked, starts the free trial of its tier, and reads it', async ({
  page: owner,
  browser,
}) => {
  const id = suffix();
  const tierTitle = `Inner Circle ${id}`;
  const postTitle = `What members know about delegation ${id}`;
  const excerpt = 'Delegation is a skill, and here is the part nobody tells you.';
  const body = 'Hand over the outcome, not the task: say what done looks like, then step back.';
  await signInAsAdmin(owner);
  const tier = await createMembershipProduct(owner, tierTitle, '19');

  // 1. The owner sets the tier up in the admin's Memberships tab: $19 a month, a 7-day free trial.
  await owner.goto('/admin?tab=memberships');
  const tierForm = owner.getByRole('region', { name: tierTitle });
  await expect(tierForm).toContainText('Not set up: nobody can join');
  await tierForm.getByLabel('Monthly price').fill('19');
  await tierForm.getByRole('spinbutton', { name: 'Free trial (days)' }).fill('7');
  await tierForm.getByLabel('Benefits').fill('A weekly call with the circle\nEvery members-only post');
  await tierForm.getByRole('button', { name: `Save ${tierTitle}` }).click();
  await expect(notifications(owner)).toContainText(`“${tierTitle}” is open to new members.`);
  await expect(tierForm).toContainText('Open to new members');
  // the saved price as the field shows it, after its "$"
  await expect(tierForm.getByLabel('Monthly price')).toHaveValue('19');

  // and writes a post for members in the post editor, published at once
  await owner.goto('/admin?tab=blog-posts');
  await owner.getByLabel('Title').fill(postTitle);
  await owner.getByRole('combobox', { name: 'Audience' }).click();
  await openDropdown(owner).getByTitle('Members (any tier)').click();
  await expect(owner.getByRole('combobox', { name: 'Audience' })).toHaveAccessibleDescription(
    'Who may read the whole post; everybody else sees its title and excerpt',
  );
  await owner.getByLabel('Excerpt').fill(excerpt);
  await owner.getByRole('textbox', { name: 'Content' }).click();
  await owner.keyboard.type(body);
  await owner.getByRole('button', { name: 'Publish & Send Now' }).click();
  await expect(notifications(owner)).toContainText('Post Published');
  const item = owner
    .getByRole('region', { name: 'Your Blog Posts' })
    .getByRole('listitem')
    .filter({ hasText: postTitle });
  await expect(item).toContainText('Published');
  const slug = (await item.getByRole('link', { name: 'View' }).getAttribute('href'))!.replace('/blog/', '');

  // 2. A visitor finds the post locked: its title and excerpt, and the way to become a member.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/blog/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: postTitle })).toBeVisible();
  await expect(visitor.getByText(excerpt)).toBeVisible();
  const box = membersBox(visitor);
  await expect(box.getByRole('heading', { level: 2, name: 'This post is for members' })).toBeVisible();
  await expect(visitor.getByText(body)).toHaveCount(0);
  await expect(box.getByRole('link', { name: 'Sign in' })).toBeVisible();
  // nor does the body reach the visitor in the page's HTML or through the API
  expect(await (await visitor.request.get(`/blog/${slug}`)).text()).not.toContain(body);
  expect(await getJson<BlogPostDto>(visitor, `/api/blog-posts/${slug}`)).toMatchObject({ locked: true, content: '' });
  await settled(visitor);
  const found = await seriousViolations(visitor, 'a members-only post, locked');

  // the memberships in the shop, the tier's card, its join page
  await box.getByRole('link', { name: 'Become a member' }).click();
  await expect(visitor).toHaveURL('/products?type=membership');
  await visitor.getByRole('article', { name: tierTitle }).getByRole('link', { name: 'Join' }).click();
  const joinPath = `/join/${tier.slug}`;
  await expect(visitor).toHaveURL(joinPath);
  await expect(visitor.getByRole('heading', { level: 1, name: tierTitle })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Benefits' }).getByRole('listitem')).toHaveText([
    'A weekly call with the circle',
    'Every members-only post',
  ]);
  const main = visitor.getByRole('main');
  await expect(main).toContainText('$19 a month');
  await expect(main).toContainText('Start your 7-day free trial');
  await settled(visitor);
  found.push(...(await seriousViolations(visitor, 'the join page, signed out')));

  // signed out, joining starts with an account: created here, the visitor comes back to the join page
  await main.getByRole('link', { name: 'Create account' }).click();
  await expect(visitor).toHaveURL(`/login?${new URLSearchParams({ next: joinPath, mode: 'signup' })}`);
  const email = uniqueEmail('member');
  await visitor.getByLabel('First Name', { exact: true }).fill('Morgan');
  await visitor.getByLabel('Last Name', { exact: true }).fill('Member');
  await visitor.getByLabel('Email', { exact: true }).fill(email);
  await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await expect(notifications(visitor)).toContainText('Welcome, Morgan! You are signed in.');
  await expect(visitor).toHaveURL(joinPath);

  // the free trial starts with the test card, kept for when it ends
  await main.getByRole('button', { name: 'Continue to your free trial' }).click();
  await expect(main).toContainText('Test payment — no real card is charged');
  await payWithCard(main, PAYING_CARD, 'Start free trial');
  await expect(visitor).toHaveURL(MEMBERSHIP_TAB);
  await expect(notifications(visitor)).toContainText(`Welcome to ${tierTitle}`);
  await openMembershipTab(visitor, tierTitle);
  const trial = await myMembership(visitor);
  expect(trial).toMatchObject({ status: 'trialing', price: '$19 a month', card: { last4: '4242' } });
  const trialEnds = await dayOnPage(visitor, trial.trialEndsAt!);
  await expect(membershipFact(visitor, 'Status')).toContainText('Trial');
  await expect(membershipFact(visitor, 'Price')).toContainText('$19 a month');
  await expect(membershipFact(visitor, 'Free trial')).toContainText(`Until ${trialEnds}`);
  await expect(membershipFact(visitor, 'Next renewal')).toContainText(`${trialEnds}: $19`);
  await expect(visitor.getByRole('tabpanel')).toContainText('Visa ending in 4242');
  await expect(visitor.getByRole('tabpanel')).toContainText('No payments yet.');
  await settled(visitor);
  found.push(...(await seriousViolations(visitor, 'Account → Membership, in a trial')));
  const welcome = await waitForMail(email, `Welcome to ${tierTitle}!`);
  expect(welcome.text).toContain(`Your free trial runs until ${await mailDay(owner, trial.trialEndsAt!)}.`);

  // 3. The member opens the post and reads it whole.
  await readsWholePost(visitor, { slug, title: postTitle }, body);
  await visitorContext.close();
  expectNone(found);
});

test('the owner moves the billing clock past the trial: the first payment is charged, with its receipt', async ({
  page: owner,
  browser,
}) => {
  const tierTitle = `Growth Circle ${suffix()}`;
  await signInAsAdmin(owner);
  const tier = await createTier(owner, tierTitle, TRIAL_TIER);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const { email } = await signInAsCustomer(member, 'Robin');
  expect(await joinThroughApi(member, tier.id)).toMatchObject({ status: 'trialing' });

  // 1. In the admin's Memberships tab, Settings: the billing clock moved on past the trial's end.
  await owner.goto('/admin?tab=memberships');
  await owner.getByRole('tab', { name: 'Settings' }).click();
  const clock = owner.getByRole('region', { name: 'Billing clock' });
  await expect(clock).toContainText('Test payments only');
  await clock.getByRole('spinbutton', { name: 'Move the billing clock on by' }).fill('8');
  await clock.getByRole('button', { name: 'Move the clock' }).click();
  await expect(clock.getByRole('status')).toHaveText(
    /^The billing clock is now at [A-Z][a-z]+ \d{1,2}, \d{4}: [1-9]\d* renewed, \d+ failed, \d+ ended; instalments: \d+ paid, \d+ failed, \d+ paused\.$/,
  );

  // the member is among the members, active
  await owner.getByRole('tab', { name: 'Members' }).click();
  await owner.getByRole('searchbox', { name: 'Search members by name or e-mail' }).fill(email);
  const row = owner.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(tierTitle);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('$19 a month');

  // 2. The member's tab: Active, the next renewal a month on, the first payment's receipt.
  await openMembershipTab(member, tierTitle);
  const active = await myMembership(member);
  expect(active).toMatchObject({ status: 'active', receipts: [{ amount: '$19', kind: 'first' }] });
  const [receipt] = active.receipts;
  await expect(membershipFact(member, 'Status')).toContainText('Active');
  await expect(membershipFact(member, 'Next renewal')).toContainText(
    `${await dayOnPage(member, active.nextRenewalAt!)}: $19`,
  );
  await expect(membershipFact(member, 'Free trial')).toHaveCount(0);
  const receiptRow = member.getByRole('row', { name: /First payment/ });
  await expect(receiptRow).toContainText(await dayOnPage(member, receipt.date));
  await expect(receiptRow).toContainText('$19');
  await expect(receiptRow).toContainText(
    `First payment: ${await dayOnPage(member, receipt.period.start)} to ${await dayOnPage(member, receipt.period.end)}`,
  );

  // 3. The receipt's mail.
  const mail = await waitForMail(email, `Receipt: your ${tierTitle} membership`);
  expect(mail.text).toContain(`Thank you: your payment for ${tierTitle} is in.`);
  expect(mail.text).toContain('Amount: $19');
  expect(mail.text).toContain(
    `For: ${await mailDay(owner, receipt.period.start)} to ${await mailDay(owner, receipt.period.end)}`,
  );
  await memberContext.close();
});

test('a declined renewal: the warning and the mail, Update card from its link pays, and the posts stay readable', async ({
  page: owner,
  browser,
  baseURL,
}) => {
  const id = suffix();
  const tierTitle = `Leaders Circle ${id}`;
  const body = `The whole of the members' post ${id}.`;
  await signInAsAdmin(owner);
  const tier = await createTier(owner, tierTitle, TRIAL_TIER);
  const post = await createPost(owner, {
    title: `For members only ${id}`,
    published: true,
    audience: 'members',
    content: `<p>${body}</p>`,
  });
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const { email } = await signInAsCustomer(member, 'Avery');
  await joinThroughApi(member, tier.id);
  await readsWholePost(member, post, body);

  // 1. In the trial, Update card takes the declining test card: nothing is owed, so it is kept.
  await openMembershipTab(member, tierTitle);
  await expect(membershipFact(member, 'Status')).toContainText('Trial');
  await member.getByRole('tabpanel').getByRole('button', { name: 'Update card' }).click();
  let dialog = member.getByRole('dialog', { name: 'Update card' });
  await expect(dialog.getByRole('button', { name: 'Save card', exact: true })).toBeVisible();
  await motionless(member);
  await payWithCard(dialog, DECLINED_CARD, 'Save card');
  await expect(notifications(member)).toContainText('Card updated');
  await expect(dialog).toBeHidden();
  await expect(member.getByRole('tabpanel')).toContainText('ending in 0002');

  // 2. The billing clock passes the trial's end: its charge is declined.
  const moved = await moveBillingClock(owner, TRIAL_TIER.trialDays);
  expect(moved.failed).toBeGreaterThan(0);

  await openMembershipTab(member, tierTitle);
  const pastDue = await myMembership(member);
  expect(pastDue).toMatchObject({ status: 'past_due', receipts: [] });
  const accessEnds = await dayOnPage(member, pastDue.accessUntil!);
  await expect(membershipFact(member, 'Status')).toContainText('Payment failed');
  await expect(membershipFact(member, 'Next try')).toContainText(
    `${await dayOnPage(member, pastDue.nextRenewalAt!)}: $19`,
  );
  const warning = member.getByRole('alert').filter({ hasText: 'Your last payment did not go through' });
  await expect(warning).toContainText(
    `Please update your card to keep your membership. Your access ends on ${accessEnds} unless it is paid.`,
  );
  await expect(warning).toContainText(
    `We will try your card again on ${await dayOnPage(member, pastDue.nextRenewalAt!)}.`,
  );
  await settled(member);
  const found = await seriousViolations(member, 'Account → Membership, payment failed');
  // access is kept through the grace period
  await readsWholePost(member, post, body);

  // 3. The mail: the amount, the card, the day access ends, and the link to Update card.
  const failed = await waitForMail(email, `Your payment for ${tierTitle} did not go through`);
  expect(failed.text).toContain(`We could not take your payment of $19 for ${tierTitle} from your card ending 0002.`);
  expect(failed.text).toContain(`Your membership stays open until ${await mailDay(owner, pastDue.accessUntil!)}.`);
  const link = /Update card: (\S+)/.exec(failed.text)?.[1];
  expect(link).toBe(`${baseURL}${MEMBERSHIP_TAB}`);
  expect(failed.html).toContain(`href="${link}"`);

  // 4. The member follows the link and pays with a card that works: Active again.
  await member.goto(link!);
  await warning.getByRole('button', { name: 'Update card' }).click();
  dialog = member.getByRole('dialog', { name: 'Update card' });
  await expect(dialog.getByRole('button', { name: 'Save card and pay $19' })).toBeVisible();
  await motionless(member);
  await payWithCard(dialog, PAYING_CARD, 'Save card and pay $19');
  await expect(notifications(member)).toContainText('Card updated');
  await expect(dialog).toBeHidden();
  await expect(membershipFact(member, 'Status')).toContainText('Active');
  await expect(warning).toHaveCount(0);
  await expect(member.getByRole('tabpanel')).toContainText('Visa ending in 4242');
  await expect(member.getByRole('row', { name: /First payment/ })).toContainText('$19');
  expect(await myMembership(member)).toMatchObject({ status: 'active', pastDueSince: null });
  await readsWholePost(member, post, body);
  await memberContext.close();
  expectNone(found);
});

test('a member cancels, told until when access lasts, and resumes before it ends', async ({ page: owner, browser }) => {
  const tierTitle = `Founders Circle ${suffix()}`;
  await signInAsAdmin(owner);
  // no trial: the first payment is made on joining
  const tier = await createTier(owner, tierTitle, { rank: 1, monthlyPrice: '29', trialDays: 0 });
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const { email } = await signInAsCustomer(member, 'Jordan');
  const joined = await joinThroughApi(member, tier.id);
  expect(joined).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

  await openMembershipTab(member, tierTitle);
  const panel = member.getByRole('tabpanel');
  const until = await dayOnPage(member, joined.accessUntil ?? joined.currentPeriodEnd!);
  await expect(membershipFact(member, 'Status')).toContainText('Active');
  await expect(membershipFact(member, 'Next renewal')).toContainText(`${until}: $29`);

  // 1. Cancel: the dialog says until when access lasts.
  await panel.getByRole('button', { name: 'Cancel membership' }).click();
  const dialog = member.getByRole('dialog', { name: 'Cancel your membership?' });
  await expect(dialog).toContainText(`You keep access until ${until}. Nothing more is charged.`);
  await settled(member);
  const found = await seriousViolations(member, 'the cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel membership' }).click();
  await expect(notifications(member)).toContainText(`You keep access until ${until}.`);
  await expect(dialog).toBeHidden();
  await expect(membershipFact(member, 'Status')).toContainText('Cancelling');
  await expect(membershipFact(member, 'Access')).toContainText(`Until ${until}, then it ends`);
  await expect(membershipFact(member, 'Next renewal')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Cancel membership' })).toHaveCount(0);
  const cancelled = await waitForMail(email, `Your ${tierTitle} membership is cancelled`);
  expect(cancelled.text).toContain(
    `You keep your access until ${await mailDay(owner, joined.currentPeriodEnd!)}, and nothing more is charged.`,
  );

  // 2. Resume: it renews again, Active.
  await panel.getByRole('button', { name: 'Resume membership' }).click();
  await expect(notifications(member)).toContainText(`It renews on ${until}: $29.`);
  await expect(membershipFact(member, 'Status')).toContainText('Active');
  await expect(membershipFact(member, 'Next renewal')).toContainText(`${until}: $29`);
  await expect(membershipFact(member, 'Access')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Cancel membership' })).toBeVisible();
  expect(await myMembership(member)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  await memberContext.close();
  expectNone(found);
});
