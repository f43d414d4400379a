import { expect, test, type Page } from '../support/test';
import { signInAsAdmin, uniqueEmail } from '../support/api-session';

// Issue 48, "An assistant that answers from the site's facts": a visitor asks about refunds and
// follows the answer's link to the refund policy; asks what the site does not say, gets "I don't
// know that" and sends the conversation to the owner; the owner finds the question unanswered in
// Admin → Assistant, answers it as an FAQ entry, and the same question is then answered.

const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Chat with the assistant' });

async function ask(page: Page, question: string) {
  const chat = chatWindow(page);
  const items = chat.getByRole('log', { name: 'Conversation' }).getByRole('listitem');
  const before = await items.count();
  const message = chat.getByRole('textbox', { name: 'Message' });
  await message.fill(question);
  await message.press('Enter');
  const answer = items.nth(before + 1);
  await expect(answer).toBeVisible();
  await expect(message).toBeEnabled();
  return answer;
}

test('a visitor follows the refund answer to its page, sends an unknown question to the owner, who answers it as an FAQ', async ({
  page: visitor,
  browser,
}) => {
  const place = `Atlantis${Date.now().toString(36)}`;
  const question = `Do you run a founders retreat in ${place}?`;
  const email = uniqueEmail('asker');

  await visitor.goto('/blog');
  await visitor.getByRole('button', { name: 'Open chat' }).click();
  const chat = chatWindow(visitor);
  // the greeting first (the window loads once asked for)
  await expect(chat.getByRole('log', { name: 'Conversation' }).getByRole('listitem')).toHaveCount(1);

  // a question the facts answer: quoted from the refund policy, with its link
  const refunds = await ask(visitor, 'What is your refund policy?');
  const link = refunds.getByRole('link', { name: /^Refund Policy/ }).first();
  await expect(link).toHaveAttribute('href', /^\/refund-policy/);
  await link.click();
  await expect(visitor).toHaveURL(/\/refund-policy$/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();

  // one they do not: said so, and the way to the owner offered
  const unknown = await ask(visitor, question);
  await expect(unknown).toContainText("I don't know that.");
  await expect(unknown.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  await chat.getByRole('button', { name: 'Talk to a person' }).click();
  const form = chat.getByRole('form', { name: 'Talk to a person' });
  await form.getByRole('textbox', { name: 'Your email address' }).fill(email);
  await form.getByRole('textbox', { name: 'Your name (optional)' }).fill('Robin Asker');
  await form.getByRole('button', { name: 'Send to the owner' }).click();
  await expect(chat.getByRole('log', { name: 'Conversation' })).toContainText(
    'Sent. The owner will reply to you by e-mail, usually within 24 hours.',
  );
  await expect(chat.getByRole('button', { name: 'Talk to a person' })).toBeHidden();

  // the owner has the conversation among the contact messages, and the question among the unanswered
  const owner = await browser.newPage();
  await signInAsAdmin(owner);
  await owner.goto('/admin?tab=messages');
  await owner.getByRole('searchbox', { name: 'Search messages by subject, name, e-mail or text' }).fill(email);
  await owner
    .getByRole('list', { name: 'Contact messages' })
    .getByRole('button', { name: 'Unread: Other from Robin Asker' })
    .click();
  const sent = owner.getByRole('dialog', { name: 'Other from Robin Asker' });
  await expect(sent.getByRole('link', { name: email })).toBeVisible();
  await expect(sent).toContainText(`Question: ${question}`);
  await expect(sent).toContainText("Assistant: I don't know that.");
  await owner.goto('/admin?tab=assistant');
  const asked = owner.getByRole('table', { name: 'Questions asked' }).getByRole('row', { name: new RegExp(place) });
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: `Answer “${question}” as FAQ` }).click();
  const dialog = owner.getByRole('dialog', { name: 'Answer as FAQ' });
  await expect(dialog.getByLabel('Question')).toHaveValue(question);
  await dialog.getByLabel('Answer').fill(`Yes: the founders retreat in ${place} runs every May, for ten founders.`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await owner.close();

  // the same question, asked again, is answered from the owner's entry
  const answered = await ask(visitor, question);
  await expect(answered).toContainText(`the founders retreat in ${place} runs every May, for ten founders.`);
  await expect(answered).not.toContainText("I don't know that.");
});
