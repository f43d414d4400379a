import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { makeSite, setupTestApi } from '../../../test/test-api';

const api = setupTestApi();
const story = () => screen.getByRole('region', { name: 'My Story' });

describe('AboutPage', () => {
  it('tells the founder story, with the three pillars and the community values', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(within(story()).getByText(/I grew up in a world with very clear rules/)).toBeInTheDocument();
    for (const pillar of ['Community Support', 'Personal Growth', 'Daily Reflection']) {
      expect(screen.getByRole('heading', { level: 3, name: pillar })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Our Community Values' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('About · Business Coach & Author'));
  });

  it("shows the founder's photo and name beside 'My Story' once they are set", async () => {
    api.site = makeSite({ ownerName: 'Jane Doe', ownerPhotoUrl: '/api/uploads/site/0123456789abcdef01234567.jpg' });
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' });
    const founder = await within(story()).findByRole('figure');
    expect(within(founder).getByRole('img', { name: 'Jane Doe' })).toHaveAttribute(
      'src',
      '/api/uploads/site/0123456789abcdef01234567.jpg',
    );
    expect(founder).toHaveTextContent('Jane Doe');
  });

  it('shows the name alone when there is no photo yet, and no founder block with neither', async () => {
    api.site = makeSite({ ownerName: 'Jane Doe' });
    const view = renderApp('/about');
    const founder = await screen.findByRole('figure');
    expect(founder).toHaveTextContent('Jane Doe');
    expect(within(founder).queryByRole('img')).not.toBeInTheDocument();
    view.unmount();

    api.site = makeSite();
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' });
    await waitFor(() => expect(api.calls('/api/site', 'GET')).toHaveLength(2));
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });
});
