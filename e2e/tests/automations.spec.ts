import type { AutomationClockDto } from '../../frontend/src/api/generated-admin';
import { apiPost, signInAsAdmin, uniqueEmail } from '../support/api-session';
import { waitForMail } from '../support/mailbox';
import { createProduct, uploadDigitalFile } from '../support/shop';
import { expect, test, type Page } from '../support/test';

// Issue 47, "Automations": the owner builds a welcome sequence (a mail, a day's wait, a mail) and a
// lead magnet that gives a guide and enters the sequence, in Admin → Automations; a visitor asks for
// the guide on its page with an e-mail address, confirms it by the mail's link, downloads the guide
// and receives the first step, then, once the automations' clock has moved a day on, the second.

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await openDropdown(page).getByTitle(option, { exact: true }).click();
}

test('the owner builds a welcome sequence and a lead magnet; a visitor takes the guide and gets both steps', async ({
  page: owner,
  browser,
}) => {
  const tag = suffix();
  await signInAsAdmin(owner);
  const file = await uploadDigitalFile(owner, 'calm-guide.txt', 'THE CALM GUIDE');
  const guide = await createProduct(owner, {
    title: `Calm Guide ${tag}`,
    type: 'digital',
    price: '9',
    digitalFileUrl: file.path,
    digitalFileName: 'calm-guide.txt',
  });

  // the sequence: started by the lead magnet, two mails a day apart
  await owner.goto('/admin?tab=automations');
  await owner.getByRole('tab', { name: 'Sequences' }).click();
  await owner.getByRole('button', { name: 'New sequence' }).click();
  const name = `Welcome ${tag}`;
  await owner.getByLabel('Name', { exact: true }).fill(name);
  await choose(owner, 'Trigger', 'Took a lead magnet that names this sequence');
  const addStep = async (type: string) => {
    await choose(owner, 'New step', type);
    await owner.getByRole('button', { name: 'Add step' }).click();
  };
  const writeMail = async (step: string, subject: string, body: string) => {
    const card = owner.getByRole('listitem', { name: step });
    await card.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await card.getByRole('textbox', { name: 'Body' }).click();
    await owner.keyboard.type(body);
  };
  await addStep('Send an e-mail');
  await writeMail('Step 1: Send an e-mail', `Your first step ${tag}`, 'Here is where to begin.');
  await addStep('Wait');
  await addStep('Send an e-mail');
  await writeMail('Step 3: Send an e-mail', `Your second step ${tag}`, 'A day later, the next idea.');
  await owner.getByRole('button', { name: 'Save sequence' }).click();
  await owner
    .getByRole('button', { name: `Activate ${name}` })
    .first()
    .click();
  await expect(owner.getByRole('row', { name: new RegExp(name) }).getByText('Active')).toBeVisible();

  // the lead magnet: the guide, tagged, into the sequence
  await owner.getByRole('tab', { name: 'Lead magnets' }).click();
  await owner.getByRole('button', { name: 'New lead magnet' }).click();
  const slug = `calm-${tag}`;
  await owner.getByLabel('Slug (its page is /free/{slug})').fill(slug);
  await owner.getByLabel('Title', { exact: true }).fill(`The Calm Guide ${tag}`);
  await owner.getByLabel('Description').fill('Ten pages on leading calmly.');
  await choose(owner, 'Guide (a digital product with a file)', guide.title);
  await owner.getByLabel('Tag given on confirming (optional)').fill('calm guide');
  await choose(owner, 'Sequence to enter', name);
  await owner.getByRole('button', { name: 'Save lead magnet' }).click();
  await expect(owner.getByRole('row', { name: new RegExp(`The Calm Guide ${tag}`) })).toBeVisible();

  // the visitor: no account, an address, the mail's link, the download
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const email = uniqueEmail('guide');
  await visitor.goto(`/free/${slug}`);
  await expect(visitor.getByRole('heading', { name: `The Calm Guide ${tag}` })).toBeVisible();
  await visitor.getByLabel('Email address for the guide').fill(email);
  await visitor.getByRole('button', { name: 'Send me the guide' }).click();
  await expect(visitor.getByRole('status')).toHaveText('Check your inbox: we sent you a link to the guide.');
  const mail = await waitForMail(email, `Your free guide: The Calm Guide ${tag}`);
  const link = /(http\S+\/free\/confirm\?token=\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in ${mail.text}`);
  await visitor.goto(new URL(link).pathname + new URL(link).search);
  await expect(visitor.getByRole('heading', { name: 'Your guide is ready' })).toBeVisible();
  const [download] = await Promise.all([
    visitor.waitForEvent('download'),
    visitor.getByRole('link', { name: 'Download' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('calm-guide.txt');

  // step one at once; step two once the clock has moved a day on
  const first = await waitForMail(email, `Your first step ${tag}`);
  expect(first.text).toContain('Here is where to begin.');
  expect(first.header('list-unsubscribe')).toContain('/api/automations/unsubscribe?token=');
  await apiPost<AutomationClockDto>(owner, '/api/admin/automations/clock', { hours: 25 });
  const second = await waitForMail(email, `Your second step ${tag}`);
  expect(second.text).toContain('A day later, the next idea.');

  // the owner, back on the admin page, sees each step's figures
  await owner.goto('/admin?tab=automations');
  await owner.getByRole('tab', { name: 'Sequences' }).click();
  await owner.getByRole('button', { name: `Edit ${name}` }).click();
  const stepOne = owner.getByRole('listitem', { name: 'Step 1: Send an e-mail' });
  await expect(stepOne.getByRole('group', { name: 'Step figures' })).toContainText('Sent1');
  await visitorContext.close();
});
