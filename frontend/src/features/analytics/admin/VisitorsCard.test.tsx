import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { error } from '../../../test/test-api';
import { makeTotals, setupAnalyticsApi } from '../test/analytics-api';

const analytics = setupAnalyticsApi();

// Friday, November 27, 2026: the last 7 days are Nov 21 – 27
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe("the Overview's visitors", () => {
  it('shows the visitors of the last 7 days beside the 7 days before, and leads to the Analytics tab', async () => {
    analytics.current = makeTotals({ visitors: 480 });
    analytics.previous = makeTotals({ visitors: 600 });
    analytics.signInAdmin();
    const { user, router } = renderApp('/admin');
    const card = within(await screen.findByRole('group', { name: 'Visitors, last 7 days' }));
    await waitFor(() => expect(card.getByText('480')).toBeInTheDocument());
    expect(card.getByText('−20%', { exact: false })).toHaveTextContent('▼ −20% vs the 7 days before');
    expect(analytics.asked('summary')).toEqual(['2026-11-21..2026-11-27']);

    await user.click(card.getByRole('link', { name: 'See all analytics' }));
    expect(router.state.location.search).toBe('?tab=analytics');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(await within(nav).findByRole('link', { name: 'Analytics', current: 'page' })).toBeInTheDocument();
  });

  it("counts the site's last 7 days: on a Kiribati site it is already Saturday the 28th", async () => {
    // 12:00 UTC on Friday is 02:00 on Saturday in Kiritimati (UTC+14), whatever the browser's zone
    analytics.siteZone = 'Pacific/Kiritimati';
    analytics.signInAdmin();
    renderApp('/admin');
    await screen.findByRole('group', { name: 'Visitors, last 7 days' });
    await waitFor(() => expect(analytics.asked('summary')).toEqual(['2026-11-22..2026-11-28']));
  });

  it("says so when the visitors can't be read, instead of loading forever", async () => {
    analytics.api.handler = (req, res) => {
      if (req.path.startsWith('/api/admin/analytics/summary')) error(res, 500, 'Internal server error');
    };
    analytics.signInAdmin();
    renderApp('/admin');
    const card = within(await screen.findByRole('group', { name: 'Visitors, last 7 days' }));
    expect(await card.findByRole('alert')).toHaveTextContent('Failed to load the analytics. Please try again later.');
    expect(card.getByText('–')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'See all analytics' })).toBeInTheDocument();
  });
});
