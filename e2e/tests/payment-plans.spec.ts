import type { MembershipSettingsDto } from '../../frontend/src/api/generated-admin';
import type { MyPlansDto } from '../../frontend/src/api/generated-memberships';
import { signInAsAdmin } from '../support/api-session';
import { addLessons } from '../support/courses';
import { waitForMail } from '../support/mailbox';
import { dayOnPage, moveBillingClock } from '../support/memberships';
import { createProduct, getJson, payWithTestCard, signInAsCustomer } from '../support/shop';
import { expect, test, type Page } from '../support/test';

// Issue 46, "Recurring revenue": a course bought in three instalments. The owner offers the course
// in three monthly payments in the Product Manager; a customer pays the first on the course's page
// and studies at once; the owner's billing clock charges the second and the third a month apart, each
// with its receipt, until the plan is paid in full, as the customer's Payment plans tab and the
// owner's list say. (The offline billing provider; its clock is each worker's stack's own, so the
// days moved are read from the API, never from the real clock.)

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

// the customer's plan of `title` as the API has it
async function planOf(customer: Page, title: string) {
  const { plans } = await getJson<MyPlansDto>(customer, '/api/account/plans');
  const plan = plans.find((p) => p.title === title);
  if (!plan) throw new Error(`no plan of ${title}`);
  return plan;
}

// whole days from the billing clock's now to the plan's next payment: the owner moves it by as many
async function daysToNextPayment(owner: Page, customer: Page, title: string): Promise<number> {
  const { nextDueAt } = await planOf(customer, title);
  const { clockNow } = await getJson<MembershipSettingsDto>(owner, '/api/admin/memberships/settings');
  return Math.ceil((Date.parse(nextDueAt!) - Date.parse(clockNow)) / 86_400_000);
}

test('a course bought in three instalments: studied from the first, charged monthly, paid in full', async ({
  page: owner,
  browser,
}) => {
  const title = `Instalment Foundations ${suffix()}`;
  await signInAsAdmin(owner);
  const course = await createProduct(owner, { title, type: 'course', price: '199' });
  const [firstLesson] = await addLessons(owner, course.id, [
    { title: 'Your first offer', bodyHtml: '<p>Start here.</p>' },
  ]);

  // 1. The owner offers it in three monthly payments of $70 in the Product Manager.
  await owner.goto('/product-manager');
  await owner.getByRole('tab', { name: 'Manage Products' }).click();
  await owner
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'Edit' })
    .click();
  const plan = owner.getByRole('group', { name: 'Payment plan' });
  await plan.getByLabel('Instalments').click();
  await openDropdown(owner).getByTitle('3', { exact: true }).click();
  await plan.getByLabel('Plan total').fill('210');
  await owner.getByRole('button', { name: 'Update Product' }).click();
  await expect
    .poll(async () => (await getJson<typeof course>(owner, `/api/products/${course.slug}`)).plan)
    .toMatchObject({ instalments: 3, total: '$210', firstAmount: '$70', amount: '$70' });

  // 2. A customer finds the plan on the course's page and pays the first $70 of it.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  const { email } = await signInAsCustomer(customer, 'Avery');
  // the server's page is the visitor's; signed in, the page reads the course again for this reader
  // (its buttons wait behind "Loading your progress" meanwhile): clicked once that answer is in
  const readersCourse = customer.waitForResponse(
    (r) => r.request().method() === 'GET' && new URL(r.url()).pathname === `/api/courses/${course.slug}`,
  );
  await customer.goto(`/courses/${course.slug}`);
  await readersCourse;
  await expect(customer.getByRole('status', { name: 'Loading your progress' })).toHaveCount(0);
  await expect(customer.getByText('or 3 monthly payments of $70')).toBeVisible();
  await customer.getByRole('link', { name: 'Pay in 3 instalments' }).click();
  await expect(customer.getByText('Today: $70, then 2 monthly payments of $70 (total $210)')).toBeVisible();
  await expect(customer.getByTestId('checkout-total')).toContainText('$70.00');
  await payWithTestCard(customer, '$70.00', `/courses/${course.slug}`);

  // the course is theirs with the first payment
  await customer.goto(`/courses/${course.slug}/lessons/${firstLesson}`);
  await expect(customer.getByText('Start here.')).toBeVisible();
  await waitForMail(email, `Welcome to ${title}`);

  // 3. Account → Payment plans: one of three paid, the next due a month later.
  await customer.goto('/account?tab=plans');
  const card = customer.getByRole('article', { name: title });
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Paid $70 of $210');
  const first = await planOf(customer, title);
  await expect(card).toContainText(`Next payment: $70 on ${await dayOnPage(customer, first.nextDueAt!)}`);
  await expect(card.getByRole('table', { name: `Payments of ${title}` }).getByRole('row')).toHaveCount(4);

  // 4. The owner's billing clock reaches the second payment, then the third: each charged, with its receipt.
  for (const [n, paid] of [
    [2, '$140'],
    [3, '$210'],
  ] as const) {
    const moved = await moveBillingClock(owner, await daysToNextPayment(owner, customer, title));
    expect(moved.instalments.paid).toBeGreaterThanOrEqual(1);
    expect(await planOf(customer, title)).toMatchObject({ paidCount: n, paid });
    await waitForMail(email, `Payment ${n} of 3 for ${title}`);
  }
  await waitForMail(email, `${title} is paid in full`);

  // paid in full: the tab says so, and the course stays open
  await customer.reload();
  await expect(card).toContainText('Paid in full');
  await expect(card).toContainText('Paid $210 of $210');
  await expect(card.getByRole('button', { name: 'Update card' })).toHaveCount(0);
  await customer.goto(`/courses/${course.slug}/lessons/${firstLesson}`);
  await expect(customer.getByText('Start here.')).toBeVisible();

  // 5. The owner's Payment plans list: the plan paid in full, nothing outstanding of it.
  await owner.goto('/admin?tab=plans');
  await owner.getByRole('searchbox', { name: 'Search payment plans by buyer or product' }).fill(title);
  const row = owner.getByRole('table', { name: 'Payment plans' }).getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Paid in full');
  await expect(row).toContainText('$210 of $210');
  await customerContext.close();
});
