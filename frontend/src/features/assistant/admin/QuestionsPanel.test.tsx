import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { error, notifications } from '../../../test/test-api';
import { makeQuestion, setupAssistantAdminApi } from '../test/assistant-admin-api';
import { openAssistant } from '../test/open-assistant';

const admin = setupAssistantAdminApi();

const table = () => screen.findByRole('table', { name: 'Questions asked' });
// one of the Segmented filter's options (its radio is hidden under its label)
const filter = (name: string) => screen.getByRole('radio', { name }).closest('label')!;
const row = async (text: string) => (await within(await table()).findByText(text)).closest('tr')!;

describe("the Assistant tab's figures and questions", () => {
  it('shows the last 30 days’ figures', async () => {
    await openAssistant();
    const figure = async (name: string) => within(await screen.findByRole('group', { name })).findByText(/^\d+$/);
    expect(await figure('Asked')).toHaveTextContent('12');
    expect(await figure('Answered')).toHaveTextContent('9');
    expect(await figure('Not answered')).toHaveTextContent('3');
    expect(await figure('Sent to the owner')).toHaveTextContent('2');
    expect(admin.api.server.requests.some((r) => r.path === '/api/admin/assistant/summary?days=30')).toBe(true);
  });

  it('lists the questions not answered first, the answered ones with their sources, or all', async () => {
    const { user } = await openAssistant();
    expect(await row('Do you coach teams?')).toBeInTheDocument();
    expect(within(await table()).queryByText('What is your refund policy?')).not.toBeInTheDocument();
    await user.click(filter('Answered'));
    const answered = await row('What is your refund policy?');
    expect(within(answered).getByRole('link', { name: 'Refund policy' })).toHaveAttribute('href', '/refund-policy');
    expect(within(answered).queryByRole('button', { name: /Answer .* as FAQ/ })).not.toBeInTheDocument();
    await user.click(filter('All'));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')).toHaveLength(3));
  });

  it('answers a question as FAQ from the question itself; the row then says so', async () => {
    admin.questions.push(makeQuestion({ id: 3, question: ' do you coach TEAMS? ', askedAt: '2026-03-01T10:00:00Z' }));
    const { user } = await openAssistant();
    await user.click(
      within(await row('Do you coach teams?')).getByRole('button', { name: 'Answer “Do you coach teams?” as FAQ' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Answer as FAQ' });
    expect(within(dialog).getByLabelText('Question')).toHaveValue('Do you coach teams?');
    await user.type(within(dialog).getByLabelText('Answer'), 'Yes, teams of up to twelve.');
    await user.type(within(dialog).getByLabelText('Link (optional)'), '/consultations');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(
      await notifications().findByText('The assistant now answers “Do you coach teams?” with it.'),
    ).toBeInTheDocument();
    expect(admin.sent('/api/admin/assistant/faq')).toEqual([
      { question: 'Do you coach teams?', answer: 'Yes, teams of up to twelve.', link: '/consultations', questionId: 1 },
    ]);
    // read again: it and its twin are answered by the entry
    await waitFor(async () => expect(within(await table()).getAllByText('Answered by FAQ')).toHaveLength(2));
    expect(within(await table()).queryByRole('button', { name: /as FAQ/ })).not.toBeInTheDocument();
  });

  it('says so when nothing is left to answer', async () => {
    admin.questions = admin.questions.filter((q) => q.answered);
    await openAssistant();
    expect(await screen.findByText('Every question was answered')).toBeInTheDocument();
  });

  it('shows an error when the questions cannot be read', async () => {
    admin.api.handler = (req, res) => {
      if (req.path.startsWith('/api/admin/assistant/questions')) error(res, 500, 'Internal server error');
    };
    await openAssistant();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the questions. Please try again later.');
  });
});
