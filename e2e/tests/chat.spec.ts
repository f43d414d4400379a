import type { ChatRequestDto, ChatResponseDto } from '../../frontend/src/api/generated';
import { expect, test, type Page } from '../support/test';
import { apiPost, signInAsAdmin } from '../support/api-session';

const GREETING = "Hi! I'm the assistant for this site. Ask me about the blog, the products or how to get in touch.";
const CONNECTION_TROUBLE =
  "I'm having trouble connecting right now. Please try again in a moment or contact the founder directly at the contact form.";

const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Chat with the assistant' });

async function openChat(page: Page) {
  const launcher = page.getByRole('button', { name: 'Open chat' });
  // the layout mounts the widget (lazily) on every page
  await expect(launcher).toBeVisible();
  await launcher.click();
  const chat = chatWindow(page);
  await expect(chat).toBeVisible();
  return chat;
}

test('a visitor asks the assistant about a product and the conversation follows them across pages', async ({
  page,
  browser,
}) => {
  const title = `Zephyr Resilience Workbook ${Date.now().toString(36)}`;
  const admin = await browser.newPage();
  await signInAsAdmin(admin);
  await apiPost(admin, '/api/products', {
    title,
    description: 'A guided workbook for leaders who want to stay steady under pressure.',
    price: '29',
    category: 'Workbooks',
    type: 'digital',
  });
  // the assistant's index reads the catalogue again once the write is heard: wait until it knows it
  await expect
    .poll(
      async () =>
        (
          await apiPost<ChatResponseDto>(admin, '/api/chat', {
            message: `Do you have the ${title}?`,
          } satisfies ChatRequestDto)
        ).message,
      { timeout: 60_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toContain(title);
  await admin.close();

  await page.goto('/blog');
  const chat = await openChat(page);
  const conversation = chat.getByRole('log', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem')).toHaveCount(1);
  await expect(conversation).toContainText(GREETING);
  const message = chat.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  // 24rem × 500px
  expect(await chat.boundingBox()).toMatchObject({ width: 384, height: 500 });

  // Shift+Enter is a new line; Enter sends
  await message.fill('Hello');
  await message.press('Shift+Enter');
  await expect(message).toHaveValue('Hello\n');
  await message.fill(`Do you have the ${title}?`);
  await message.press('Enter');
  const answer = conversation.getByRole('listitem').nth(2);
  await expect(answer).toContainText(`${title} is a digital download for $29.`);
  const source = answer.getByRole('link', { name: title });
  await expect(source).toHaveAttribute('href', /^\/products\//);
  await expect(message).toBeEnabled();

  // the server's conversation goes back with the next question
  const next = page.waitForRequest((r) => r.url().endsWith('/api/chat') && r.method() === 'POST');
  await message.fill('How can I get in touch?');
  await message.press('Enter');
  const sent = (await next).postDataJSON() as ChatRequestDto;
  expect(sent.message).toBe('How can I get in touch?');
  expect(sent.conversationHistory).toEqual([
    { role: 'user', content: `Do you have the ${title}?` },
    { role: 'assistant', content: expect.stringContaining(title) },
  ]);
  await expect(conversation.getByRole('listitem')).toHaveCount(5);
  await expect(
    conversation.getByRole('listitem').nth(4).getByRole('link', { name: 'Contact', exact: true }),
  ).toHaveAttribute('href', '/contact');

  // a link in the answer opens the page in the SPA; the chat stays as it was
  await source.click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(conversation.getByRole('listitem')).toHaveCount(5);

  await chat.getByRole('button', { name: 'Minimize' }).click();
  await expect(conversation).toBeHidden();
  await expect(message).toBeHidden();
  expect((await chat.boundingBox())?.width).toBe(320);

  await chat.getByRole('button', { name: 'Restore' }).click();
  await expect(conversation.getByRole('listitem')).toHaveCount(5);
  await expect(message).toBeFocused();

  await chat.getByRole('button', { name: 'Close' }).click();
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open chat' })).toBeFocused();

  // reopened: the same conversation, greeted only once
  await openChat(page);
  await expect(conversation.getByRole('listitem')).toHaveCount(5);
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
});

test('when the assistant fails, the chat says it has trouble connecting', async ({ page }) => {
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 500,
        message: 'Internal server error',
      }),
    }),
  );
  await page.goto('/');
  const chat = await openChat(page);
  const message = chat.getByRole('textbox', { name: 'Message' });
  await message.fill('Is anyone there?');
  await message.press('Enter');

  const conversation = chat.getByRole('log', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem').nth(2)).toContainText(CONNECTION_TROUBLE);
  await expect(message).toBeEnabled();
  await expect(message).toHaveValue('');
});
