import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { setupAnalyticsApi } from '../test/analytics-api';

const analytics = setupAnalyticsApi();

// Issue 42: the presets are the site's days (its time zone, Site settings), whatever the browser's
// zone. At 03:30 UTC on Saturday, November 28, 2026 it is still Friday the 27th, 19:30, in Los
// Angeles. The expected days depend on the site's zone alone: the file passes with the browser on
// UTC (as `npm test` runs it) and with `TZ=America/Los_Angeles npx vitest run …` alike.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-28T03:30:00Z'));
});
afterEach(() => vi.useRealTimers());

async function openAnalytics(siteZone: string) {
  analytics.siteZone = siteZone;
  analytics.signInAdmin();
  const view = renderApp('/admin?tab=analytics');
  await screen.findByRole('radiogroup', { name: 'Period' });
  return view;
}

describe("the Analytics presets on the site's days", () => {
  it("read the site's Saturday on a UTC site, while a Los Angeles browser is on Friday evening", async () => {
    const { user } = await openAnalytics('UTC');
    expect(await screen.findByText('Nov 22 – 28, 2026, compared with Nov 15 – 21, 2026')).toBeInTheDocument();
    await user.click(screen.getByText('Today'));
    expect(await screen.findByText('Nov 28, 2026, compared with Nov 27, 2026')).toBeInTheDocument();
    await waitFor(() =>
      expect(analytics.asked('summary')).toEqual(['2026-11-22..2026-11-28', '2026-11-28..2026-11-28']),
    );
  });

  it("read the site's Friday on a Los Angeles site, while a UTC browser is on Saturday", async () => {
    const { user } = await openAnalytics('America/Los_Angeles');
    expect(await screen.findByText('Nov 21 – 27, 2026, compared with Nov 14 – 20, 2026')).toBeInTheDocument();
    await user.click(screen.getByText('30 days'));
    expect(await screen.findByText(/^Oct 29 – Nov 27, 2026/)).toBeInTheDocument();
    await user.click(screen.getByText('Today'));
    expect(await screen.findByText('Nov 27, 2026, compared with Nov 26, 2026')).toBeInTheDocument();
    await waitFor(() =>
      expect(analytics.asked('summary')).toEqual([
        '2026-11-21..2026-11-27',
        '2026-10-29..2026-11-27',
        '2026-11-27..2026-11-27',
      ]),
    );
  });
});
