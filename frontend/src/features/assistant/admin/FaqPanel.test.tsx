import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../test/test-api';
import { BAD_LINK, setupAssistantAdminApi } from '../test/assistant-admin-api';
import { openAssistant } from '../test/open-assistant';

const admin = setupAssistantAdminApi();

const faqTable = () => screen.findByRole('table', { name: 'FAQ' });

describe("the Assistant tab's FAQ", () => {
  it('adds an entry, showing the API’s refusal of a link on its field', async () => {
    const { user } = await openAssistant('FAQ');
    await user.click(await screen.findByRole('button', { name: /Add FAQ entry/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New FAQ entry' });
    await user.type(within(dialog).getByLabelText('Question'), 'Where are you based?');
    await user.type(within(dialog).getByLabelText('Answer'), 'In Lisbon.');
    await user.type(within(dialog).getByLabelText('Link (optional)'), 'lisbon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(BAD_LINK)).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Link (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(await faqTable()).findByText('Where are you based?')).toBeInTheDocument();
    expect(admin.sent('/api/admin/assistant/faq').at(-1)).toEqual({
      question: 'Where are you based?',
      answer: 'In Lisbon.',
      link: null,
    });
  });

  it('changes an entry', async () => {
    const { user } = await openAssistant('FAQ');
    await user.click(await screen.findByRole('button', { name: 'Edit “Do you offer refunds?”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit FAQ entry' });
    expect(within(dialog).getByLabelText('Link (optional)')).toHaveValue('/refund-policy');
    await user.clear(within(dialog).getByLabelText('Answer'));
    await user.type(within(dialog).getByLabelText('Answer'), 'Yes, within 60 days.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(await faqTable()).findByText('Yes, within 60 days.')).toBeInTheDocument();
    expect(admin.sent('/api/admin/assistant/faq/50', 'PUT')).toEqual([
      { question: 'Do you offer refunds?', answer: 'Yes, within 60 days.', link: '/refund-policy' },
    ]);
  });

  it('deletes an entry once asked again, and says when there are none', async () => {
    const { user } = await openAssistant('FAQ');
    await user.click(await screen.findByRole('button', { name: 'Delete “Do you offer refunds?”' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await notifications().findByText('“Do you offer refunds?” is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No FAQ entries yet')).toBeInTheDocument());
    expect(admin.faq).toEqual([]);
  });
});
