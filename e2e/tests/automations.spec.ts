import type { AutomationClockDto, SaveLeadMagnetDto } from '../../frontend/src/api/generated-admin';
import { apiPost, signInAsAdmin, uniqueEmail } from '../support/api-session';
import { waitForMail } from '../support/mailbox';
import { createProduct, uploadDigitalFile } from '../support/shop';
import { expect, type Locator, test, type Page } from '../support/test';

// Issue 47, "Automations": the owner builds a welcome sequence (a mail, a day's wait, a mail) and a
// lead magnet that gives a guide and enters the sequence, in Admin → Automations; a visitor asks for
// the guide on its page with an e-mail address, confirms it by the mail's link, downloads the guide
// and receives the first step, then, once the automations' clock has moved a day on, the second.
// Then a guide's form anywhere: the owner puts a guide's form in a post with the editor's "Insert
// free guide form"; a reader of the post asks for the guide there, and its mail comes.

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await openDropdown(page).getByTitle(option, { exact: true }).click();
}

// a digital product with a file: what a lead magnet gives
async function guideProduct(owner: Page, title: string) {
  const file = await uploadDigitalFile(owner, 'calm-guide.txt', 'THE CALM GUIDE');
  return createProduct(owner, {
    title,
    type: 'digital',
    price: '9',
    digitalFileUrl: file.path,
    digitalFileName: 'calm-guide.txt',
  });
}

// the visitor's ask in the guide's form (`where` holds it): an address, the server's word, and the
// guide's mail with the link that confirms it
async function askForGuide(where: Page | Locator, email: string, title: string): Promise<URL> {
  await where.getByLabel('Email address for the guide').fill(email);
  await where.getByRole('button', { name: 'Send me the guide' }).click();
  await expect(where.getByRole('status')).toHaveText('Check your inbox: we sent you a link to the guide.');
  const mail = await waitForMail(email, `Your free guide: ${title}`);
  const link = /(http\S+\/free\/confirm\?token=\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in ${mail.text}`);
  return new URL(link);
}

test('the owner builds a welcome sequence and a lead magnet; a visitor takes the guide and gets both steps', async ({
  page: owner,
  browser,
}) => {
  const tag = suffix();
  await signInAsAdmin(owner);
  const guide = await guideProduct(owner, `Calm Guide ${tag}`);

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
  await visitor.goto(`/free/${slug}`);
  await expect(visitor.getByRole('heading', { name: `The Calm Guide ${tag}` })).toBeVisible();
  const email = uniqueEmail('guide');
  const link = await askForGuide(visitor, email, `The Calm Guide ${tag}`);
  await visitor.goto(link.pathname + link.search);
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

test('the owner puts a guide’s form in a post; a reader asks for the guide right there', async ({
  page: owner,
  browser,
}) => {
  const tag = suffix();
  await signInAsAdmin(owner);
  const product = await guideProduct(owner, `Inline Guide ${tag}`);
  const slug = `inline-${tag}`;
  const title = `The Inline Guide ${tag}`;
  await apiPost(owner, '/api/admin/automations/lead-magnets', {
    slug,
    title,
    description: 'Five pages on calm meetings.',
    productId: product.id,
    active: true,
  } satisfies SaveLeadMagnetDto);

  // the post: a line, then the guide's form, inserted at the cursor
  await owner.goto('/admin?tab=blog-posts');
  const postTitle = `A guide inside ${tag}`;
  await owner.getByLabel('Title').fill(postTitle);
  await owner.getByLabel('Excerpt').fill('Calm meetings, and a guide to take with you.');
  const content = owner.getByRole('textbox', { name: 'Content' });
  await content.click();
  await owner.keyboard.type('Meetings go better when nobody rushes.');
  await owner.keyboard.press('Enter');
  await owner.getByRole('button', { name: 'Insert free guide form' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Insert free guide form' });
  await dialog.getByRole('combobox', { name: 'Free guide' }).click();
  await openDropdown(owner).getByTitle(`${title} (/free/${slug})`, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(content.locator(`.lead-magnet-embed[data-slug="${slug}"]`)).toBeVisible();
  await owner.getByRole('button', { name: 'Publish & Send Now' }).click();
  const item = owner
    .getByRole('region', { name: 'Your Blog Posts' })
    .getByRole('listitem')
    .filter({ hasText: postTitle });
  await expect(item).toContainText('Published');
  const href = (await item.getByRole('link', { name: 'View' }).getAttribute('href'))!;

  // the server's page: without JavaScript, a link to the guide's page that names it
  const served = await (await owner.request.get(href)).text();
  expect(served).toContain(
    `<a class="lead-magnet-embed__link" href="/free/${slug}">Get the free guide: The Inline Guide ${tag}</a>`,
  );

  // a reader: the guide's own form in the post, the server's word, and the guide's mail
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(href);
  const box = visitor.locator('.post-content').getByRole('region', { name: title });
  await expect(box).toContainText('Five pages on calm meetings.');
  await expect(visitor.locator(`.lead-magnet-embed[data-slug="${slug}"] .lead-magnet-embed__link`)).toBeHidden();
  const link = await askForGuide(box, uniqueEmail('inline'), title);
  expect(link.pathname).toBe('/free/confirm');
  await visitorContext.close();
});
