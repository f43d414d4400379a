import { ADMIN_SECTION_KEYS } from '../../frontend/src/features/admin/admin-sections';
import { apiPost, createPost, signInAsAdmin, subscribeConfirmed, uniqueEmail } from '../support/api-session';
import { seriousViolations, settled } from '../support/axe';
import { motionless } from '../support/motion';
import { createCourse } from '../support/courses';
import { buyThroughApi, createProduct, uploadDigitalFile } from '../support/shop';
import { expect, test, type Page } from '../support/test';

// Issue 27: axe-core (WCAG 2.0 and 2.1, A and AA, and its best practices) finds nothing serious or
// critical on any public page, at a desktop's and at a phone's size, nor on the screens of a
// signed-in admin (the account and the admin dashboard, every tab, and the product manager). No rule
// and no element is left out. The site has content of every kind first, so lists, ratings, tags and
// status badges are on the pages when axe reads them.

// Every tab of the admin dashboard, as its navigation lists them, in three journeys: one reading them
// all ran past its three minutes on CI's loaded cores.
const ADMIN_TAB_GROUPS = [0, 1, 2].map((part) => ADMIN_SECTION_KEYS.filter((_, index) => index % 3 === part));
const ACCOUNT_TABS = ['profile', 'orders', 'downloads', 'settings', 'courses', 'sessions'];

// A published post, a tagged digital product with its file, an order of it by the admin and the
// admin's review of it (its rating), a course of a free preview and a dripped lesson that the admin
// is enrolled in, a confirmed subscriber and a contact message.
async function arrangeContent(admin: Page) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const post = await createPost(admin, { title: `Reading with a screen reader ${id}`, published: true });
  const file = await uploadDigitalFile(admin, 'prompts.txt', 'Prompts\n');
  const product = await createProduct(admin, {
    title: `Accessible Workbook ${id}`,
    type: 'digital',
    price: '12',
    tags: ['calm'],
    digitalFileUrl: file.path,
    digitalFileName: file.originalName,
  });
  await buyThroughApi(admin, 12, [product.id]);
  await apiPost(admin, `/api/products/${product.id}/reviews`, { rating: 4, body: 'Clear prompts, one a day.' });
  const { course, lessonIds } = await createCourse(admin, `Accessible Course ${id}`, [
    { title: 'A Free Look', bodyHtml: '<p>What the course is about.</p>', freePreview: true },
    { title: 'The Second Day', bodyHtml: '<p>A lesson for the second day.</p>', dripDays: 1 },
  ]);
  await buyThroughApi(admin, 49, [course.id]);
  await subscribeConfirmed(admin, uniqueEmail('axe-reader'));
  await apiPost(admin, '/api/contact', {
    name: 'Ada Reader',
    email: uniqueEmail('axe-contact'),
    subject: 'other',
    message: 'A message for the owner to read.',
  });
  return { post, course, lessonIds };
}

// Opens each address, waits for its content and collects what axe finds there.
async function checkPages(page: Page, paths: string[], found: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await settled(page);
    // a control enabled once its data came fades to its colour: axe reads it when drawn
    await motionless(page);
    found.push(...(await seriousViolations(page, path)));
  }
}

const expectNone = (found: string[]) => expect(found, `axe found:\n${found.join('\n')}`).toEqual([]);

const SIZES = [
  { name: 'a desktop', phone: false, use: {} },
  { name: 'a phone', phone: true, use: { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true } },
];

// each test makes its own content: the twelve go to whichever worker is free (the file is the
// longest of the suite)
test.describe.configure({ mode: 'parallel' });

for (const size of SIZES) {
  test.describe(`at ${size.name}'s size`, () => {
    test.use(size.use);
    // each test reads up to 17 pages, and an axe run takes seconds on a busy machine: the time of
    // the pages, not of one journey
    test.describe.configure({ timeout: 180_000 });

    test('axe finds nothing serious on the public pages', async ({ page, browser }) => {
      const admin = await (await browser.newContext()).newPage();
      await signInAsAdmin(admin);
      const { post, course, lessonIds } = await arrangeContent(admin);
      await admin.context().close();

      const found: string[] = [];
      await page.goto('/products');
      // the ratings (issue 27's aria-prohibited-attr) are on the page axe reads
      await expect(page.locator('.product-rating').first()).toBeVisible();
      found.push(...(await seriousViolations(page, '/products')));
      const [product] = (await (await page.request.get('/api/products')).json()) as { slug: string }[];
      const pages = ['/', '/blog', `/blog/${post.slug}`, `/products/${product.slug}`, '/about', '/contact'];
      // a course's page, and its free preview lesson as a visitor sees it
      pages.push(`/courses/${course.slug}`, `/courses/${course.slug}/lessons/${lessonIds[0]}`);
      pages.push('/privacy-policy', '/terms-of-service', '/refund-policy', '/login', '/forgot-password', '/app');
      await checkPages(page, [...pages, '/admin-setup', '/no-such-page'], found);
      expectNone(found);
    });

    test('axe finds nothing serious in the sign-up form, the contact form with errors, the chat and the menu', async ({
      page,
    }) => {
      const found: string[] = [];
      await page.goto('/login');
      await page.getByRole('button', { name: 'Need an account? Sign up' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
      found.push(...(await seriousViolations(page, 'the sign-up form')));

      await page.goto('/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      found.push(...(await seriousViolations(page, "the contact form's errors")));

      await page.getByRole('button', { name: 'Open chat' }).click();
      await expect(page.getByRole('log', { name: 'Conversation' }).getByRole('listitem')).toHaveCount(1);
      found.push(...(await seriousViolations(page, 'the chat window')));
      await page
        .getByRole('dialog', { name: 'Chat with the assistant' })
        .getByRole('button', { name: 'Close' })
        .click();

      if (size.phone) {
        await page.getByRole('button', { name: 'Toggle menu' }).click();
        await expect(page.getByRole('dialog', { name: 'Mobile menu' })).toBeVisible();
        found.push(...(await seriousViolations(page, 'the mobile menu')));
      }
      expectNone(found);
    });

    test("axe finds nothing serious on an admin's account tabs, the product manager and a course's screens", async ({
      page,
    }) => {
      await signInAsAdmin(page);
      const { course, lessonIds } = await arrangeContent(page);
      const found: string[] = [];
      // the course as its student sees it (the admin bought it), a lesson, and its builder
      const coursePages = [`/courses/${course.slug}`, `/courses/${course.slug}/lessons/${lessonIds[0]}`];
      coursePages.push(`/admin/courses/${course.id}`);
      await checkPages(
        page,
        [...ACCOUNT_TABS.map((tab) => `/account?tab=${tab}`), '/product-manager', ...coursePages],
        found,
      );
      expectNone(found);
    });

    ADMIN_TAB_GROUPS.forEach((tabs, index) => {
      test(`axe finds nothing serious on the admin dashboard's tabs, part ${index + 1}: ${tabs.join(', ')}`, async ({
        page,
      }) => {
        await signInAsAdmin(page);
        await arrangeContent(page);
        const found: string[] = [];
        await checkPages(
          page,
          tabs.map((tab) => `/admin?tab=${tab}`),
          found,
        );
        if (index === 0) {
          // a search that finds nobody: the table's empty text
          await page.goto('/admin?tab=subscribers');
          await page.getByRole('searchbox').first().fill(`nobody-${Date.now()}`);
          await expect(page.getByText('No subscribers match this search')).toBeVisible();
          found.push(...(await seriousViolations(page, 'Subscribers, nobody found')));
        }
        expectNone(found);
      });
    });
  });
}
