import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupUser } from '../../../test/render';
import { setupTestApi } from '../../../test/test-api';
import { STORAGE_KEY } from '../lib/community-store';
import { CommunityPage } from './CommunityPage';

setupTestApi();
beforeEach(() => localStorage.clear());

// What the screen asked the server, as fetch saw it: nothing (spec: local demo state). The app's
// shell around it reads the site settings (name, brand colour), which are no call of the screen's.
const screenCalls = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL((input as Request).url).pathname)
    .filter((path) => path !== '/api/site');

function renderPage() {
  const view = renderWithProviders(<CommunityPage />, '/app');
  return { ...view, user: setupUser() };
}

async function openTab(user: ReturnType<typeof setupUser>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
}

const shareBox = () => within(screen.getByRole('region', { name: 'Share with the Community' }));
const posts = () => within(screen.getByRole('list', { name: 'Community posts' })).getAllByRole('article');

describe('the community screen (/app)', () => {
  it('opens on the overview: reflection progress, the static stats and a quote, saved in this browser only', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Community',
      'Reflections',
      'Connection',
    ]);
    expect(screen.getByText('Your posts and reflections are saved in this browser only.')).toBeInTheDocument();

    const overview = within(screen.getByRole('tabpanel', { name: 'Overview' }));
    expect(overview.getByText('2 of 5 reflections completed')).toBeInTheDocument();
    expect(overview.getByRole('progressbar', { name: 'Daily reflections completed' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const stats = overview.getByRole('list', { name: 'Community this week' });
    for (const stat of ['7Days active', '23Support given', '5New members', '152Support reactions']) {
      expect(within(stats).getByText(stat.replace(/^\d+/, ''))).toBeInTheDocument();
      expect(stats).toHaveTextContent(stat);
    }
    expect(overview.getByRole('blockquote')).toBeInTheDocument();
    expect(screenCalls()).toEqual([]);
  });

  it('keeps Share disabled while the text is blank', async () => {
    const { user } = renderPage();
    await openTab(user, 'Community');
    const share = shareBox().getByRole('button', { name: 'Share' });
    expect(share).toBeDisabled();

    const text = shareBox().getByRole('textbox', { name: "What's on your mind?" });
    await user.type(text, '   ');
    expect(share).toBeDisabled();
    await user.type(text, 'Hello');
    expect(share).toBeEnabled();
    await user.clear(text);
    expect(share).toBeDisabled();
  });

  it('adds a shared post at the top, anonymously by default, with the chosen tags', async () => {
    const { user } = renderPage();
    await openTab(user, 'Community');
    expect(posts()).toHaveLength(3);
    const tags = within(shareBox().getByRole('group', { name: 'Tags (optional)' }));
    expect(tags.getAllByRole('button')).toHaveLength(17);

    await user.type(shareBox().getByRole('textbox', { name: "What's on your mind?" }), '  First week of freedom.  ');
    await user.click(tags.getByRole('button', { name: '#hope' }));
    await user.click(tags.getByRole('button', { name: '#courage' }));
    expect(tags.getByRole('button', { name: '#hope' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(shareBox().getByRole('button', { name: 'Share' }));

    expect(posts()).toHaveLength(4);
    const post = within(posts()[0]);
    expect(post.getByText('Anonymous')).toBeInTheDocument();
    expect(post.getByText('First week of freedom.')).toBeInTheDocument();
    expect(post.getByText('Just now')).toBeInTheDocument();
    // in the tag list's order
    expect(
      within(post.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(['#courage', '#hope']);
    expect(post.getByRole('button', { name: /Support/ })).toHaveTextContent('0');
    // the box is ready for the next post
    expect(shareBox().getByRole('textbox', { name: "What's on your mind?" })).toHaveValue('');
    expect(tags.getByRole('button', { name: '#hope' })).toHaveAttribute('aria-pressed', 'false');
  });

  it("names the visitor's post when it is not anonymous", async () => {
    const { user } = renderPage();
    await openTab(user, 'Community');
    const anonymous = shareBox().getByRole('switch', { name: 'Post anonymously' });
    expect(anonymous).toBeChecked();
    await user.click(anonymous);
    await user.type(shareBox().getByRole('textbox', { name: "What's on your mind?" }), 'Signed with my name.');
    await user.click(shareBox().getByRole('button', { name: 'Share' }));

    expect(posts()[0]).toHaveAccessibleName('Post by You');
    expect(within(posts()[0]).queryByText('Anonymous')).not.toBeInTheDocument();
  });

  it('counts each support on a post', async () => {
    const { user } = renderPage();
    await openTab(user, 'Community');
    const support = within(posts()[0]).getByRole('button', { name: /Support/ });
    expect(support).toHaveTextContent('Support 24');
    await user.click(support);
    expect(support).toHaveTextContent('Support 25');
    await user.click(support);
    expect(support).toHaveTextContent('Support 26');
    expect(within(posts()[1]).getByRole('button', { name: /Support/ })).toHaveTextContent('Support 31');
  });

  it('completes a pending reflection with a response, and the overview counts it', async () => {
    const { user } = renderPage();
    const panel = within(await openTab(user, 'Reflections'));
    const cards = panel.getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(cards.filter((c) => within(c).queryByText('Completed'))).toHaveLength(2);

    // today's prompt comes first and is pending
    const today = within(cards[0]);
    expect(today.getByText('Pending')).toBeInTheDocument();
    const complete = today.getByRole('button', { name: 'Complete Reflection' });
    expect(complete).toBeDisabled();
    await user.type(today.getByRole('textbox', { name: 'Your response' }), 'To be patient with themselves.');
    await user.click(complete);

    expect(today.getByText('Completed')).toBeInTheDocument();
    expect(today.getByText('To be patient with themselves.')).toBeInTheDocument();
    expect(today.queryByRole('textbox')).not.toBeInTheDocument();

    const overview = within(await openTab(user, 'Overview'));
    expect(overview.getByText('3 of 5 reflections completed')).toBeInTheDocument();
    expect(overview.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  });

  it('keeps posts, support and reflections when the screen is opened again', async () => {
    const first = renderPage();
    await openTab(first.user, 'Community');
    await first.user.type(shareBox().getByRole('textbox', { name: "What's on your mind?" }), 'Still here tomorrow?');
    await first.user.click(shareBox().getByRole('button', { name: 'Share' }));
    await first.user.click(within(posts()[0]).getByRole('button', { name: /Support/ }));
    const reflections = within(await openTab(first.user, 'Reflections'));
    await first.user.type(reflections.getAllByRole('textbox', { name: 'Your response' })[0], 'Yes.');
    await first.user.click(reflections.getAllByRole('button', { name: 'Complete Reflection' })[0]);
    first.unmount();

    const again = renderPage();
    expect(screen.getByText('3 of 5 reflections completed')).toBeInTheDocument();
    await openTab(again.user, 'Community');
    expect(posts()).toHaveLength(4);
    expect(within(posts()[0]).getByText('Still here tomorrow?')).toBeInTheDocument();
    expect(within(posts()[0]).getByRole('button', { name: /Support/ })).toHaveTextContent('Support 1');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).posts).toHaveLength(4);
    expect(screenCalls()).toEqual([]);
  });

  it('starts from the sample community when the saved copy is unreadable', async () => {
    localStorage.setItem(STORAGE_KEY, '{"posts": [{"id": 1}]');
    const { user } = renderPage();
    expect(screen.getByText('2 of 5 reflections completed')).toBeInTheDocument();
    await openTab(user, 'Community');
    expect(posts()).toHaveLength(3);
  });

  it('lists exercises and support resources whose buttons do nothing yet', async () => {
    const { user } = renderPage();
    const panel = within(await openTab(user, 'Connection'));
    expect(panel.getByRole('heading', { name: 'Connection Exercises' })).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Support Resources' })).toBeInTheDocument();
    const buttons = panel.getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(6);
    for (const button of buttons) await user.click(button);
    expect(panel.getByRole('heading', { name: 'Connection Exercises' })).toBeInTheDocument();
    expect(screenCalls()).toEqual([]);
  });
});
