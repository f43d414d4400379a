import { expect, test } from '../support/test';
import { signInAsAdmin } from '../support/api-session';
import { buyThroughApi, createProduct, signInAsCustomer, uploadDigitalFile } from '../support/shop';

// The account's Orders and Downloads tabs (features/shop, shown by the account page).

test('a customer sees a paid order and downloads its file from the account', async ({ page, browser }) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  const fileText = `Reflection prompts ${id}\n`;
  await signInAsAdmin(page);
  const file = await uploadDigitalFile(page, 'reflection-prompts.txt', fileText);
  const product = await createProduct(page, {
    title: `Reflection Prompts ${id}`,
    type: 'digital',
    price: '12',
    digitalFileUrl: file.path,
    digitalFileName: file.originalName,
  });

  const context = await browser.newContext();
  const customer = await context.newPage();
  await signInAsCustomer(customer);
  await buyThroughApi(customer, 12, [product.id]);

  await customer.goto('/account?tab=orders');
  await expect(customer.getByRole('tab', { name: 'Orders (1)' })).toHaveAttribute('aria-selected', 'true');
  const order = customer.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await expect(order).toContainText(/Order #\d+/);
  await expect(order).toContainText('completed');
  await expect(order).toContainText('$12');
  await expect(order).toContainText('Payment: test card');
  await expect(order).toContainText(product.title);
  await expect(order).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4} at \d{1,2}:\d{2} (AM|PM)/);

  await customer.getByRole('tab', { name: 'Downloads' }).click();
  const item = customer
    .getByRole('list', { name: 'Downloads' })
    .getByRole('listitem')
    .filter({ hasText: product.title });
  await expect(item).toContainText('reflection-prompts.txt');
  const downloading = customer.waitForEvent('download');
  await item.getByRole('link', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('reflection-prompts.txt');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).toString('utf8')).toBe(fileText);
  await context.close();
});
