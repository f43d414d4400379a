import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupUser } from '../../../test/render';
import { makeSite, setupTestApi } from '../../../test/test-api';

// The whole app at /, its requests (the visitor, the saved sections, the blog, the site settings)
// answered by the shared test API.
const api = setupTestApi();

describe('HomePage', () => {
  it('welcomes visitors with a safe-community message', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Friends' })).toBeInTheDocument();
    expect(screen.getByText(/safe, judgement-free community/)).toBeInTheDocument();
  });

  it('links its two buttons to the blog and the app', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Latest Blog Posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Try The App' })).toHaveAttribute('href', '/app');
  });

  it('goes to the blog when Latest Blog Posts is clicked', async () => {
    const user = setupUser();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Latest Blog Posts' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily Insights Blog' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('shows the subscribe card', async () => {
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Get Daily Insights in Your Inbox' });
    expect(within(card).getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it("shows the owner's photo and name in the hero once they are set, the spec's texts unchanged", async () => {
    api.site = makeSite({ ownerName: 'Jane Doe', ownerPhotoUrl: '/api/uploads/site/0123456789abcdef01234567.jpg' });
    renderApp('/');
    const hero = document.querySelector<HTMLElement>('.home-hero')!;
    const photo = await within(hero).findByRole('img', { name: 'Jane Doe' });
    expect(photo).toHaveAttribute('src', '/api/uploads/site/0123456789abcdef01234567.jpg');
    expect(within(hero).getByRole('figure')).toHaveTextContent('Jane Doe');
    expect(within(hero).getByRole('heading', { level: 1, name: 'Welcome, Friends' })).toBeInTheDocument();
  });

  it('shows neither photo nor name while none is set', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Friends' });
    await waitFor(() => expect(api.calls('/api/site', 'GET')).toHaveLength(1));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
