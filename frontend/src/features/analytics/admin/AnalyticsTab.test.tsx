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

async function openAnalytics() {
  analytics.signInAdmin();
  const view = renderApp('/admin?tab=analytics');
  await screen.findByRole('radiogroup', { name: 'Period' });
  return view;
}

const figure = (name: string) => screen.getByRole('group', { name });
const REPORTS = ['summary', 'pages', 'sources', 'posts', 'devices'] as const;

describe('the Analytics tab', () => {
  it('shows the last 7 days beside the 7 before: each figure with its change', async () => {
    analytics.current = makeTotals({
      visitors: 1234,
      views: 3000,
      bounceRate: 0.4,
      subscribers: 12,
      confirmedRate: 0.75,
      orders: 3,
      revenueCents: 123456,
    });
    analytics.previous = makeTotals({
      visitors: 1000,
      views: 3000,
      bounceRate: 0.5,
      subscribers: 16,
      confirmedRate: 0.75,
    });
    await openAnalytics();

    expect(await screen.findByText('Nov 21 – 27, 2026, compared with Nov 14 – 20, 2026')).toBeInTheDocument();
    await waitFor(() => expect(figure('Visitors')).toHaveTextContent('1,234▲ +23.4% vs the period before'));
    expect(figure('Page views')).toHaveTextContent('3,000no change vs the period before');
    // a bounce rate going down is good news, in points
    expect(figure('Bounce rate')).toHaveTextContent('40%▼ −10 points vs the period before');
    expect(figure('Bounce rate').querySelector('.analytics-figure__change--good')).not.toBeNull();
    expect(figure('New subscribers')).toHaveTextContent('12▼ −25% vs the period before');
    expect(figure('New subscribers').querySelector('.analytics-figure__change--bad')).not.toBeNull();
    expect(figure('Confirmed rate')).toHaveTextContent('75%no change');
    expect(figure('Revenue')).toHaveTextContent('$1,234.56▲ new vs the period before');
    for (const report of REPORTS) expect(analytics.asked(report)).toEqual(['2026-11-21..2026-11-27']);
  });

  it('reads today, or the last 30 or 90 days, as the owner chooses', async () => {
    const { user } = await openAnalytics();
    await user.click(screen.getByText('Today'));
    expect(await screen.findByText('Nov 27, 2026, compared with Nov 26, 2026')).toBeInTheDocument();
    await user.click(screen.getByText('90 days'));
    expect(await screen.findByText(/^Aug 30 – Nov 27, 2026/)).toBeInTheDocument();
    await waitFor(() =>
      expect(analytics.asked('summary')).toEqual([
        '2026-11-21..2026-11-27',
        '2026-11-27..2026-11-27',
        '2026-08-30..2026-11-27',
      ]),
    );
    await waitFor(() => expect(analytics.asked('devices')).toContain('2026-08-30..2026-11-27'));
  });

  it('reads the days the owner picks', async () => {
    const { user } = await openAnalytics();
    // each field's day typed over
    for (const [field, day] of [
      ['From', '2026-10-01'],
      ['To', '2026-10-31'],
    ]) {
      const input = screen.getByRole<HTMLInputElement>('textbox', { name: field });
      await user.type(input, `${day}{Enter}`, { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
    }
    expect(await screen.findByText(/^Oct 1 – 31, 2026, compared with Aug 31 – Sep 30, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
    await waitFor(() => expect(analytics.asked('pages')).toContain('2026-10-01..2026-10-31'));
  });

  it('draws visitors and page views by day, and tells them to a screen reader as a table', async () => {
    analytics.series = [{ day: '2026-11-25', visitors: 1040, views: 90, subscribers: 1, orders: 0, revenueCents: 0 }];
    await openAnalytics();
    const chart = within(await screen.findByRole('figure', { name: 'Visitors and page views per day' }));
    const rows = chart.getByRole('table', { name: 'Visitors and page views per day' }).querySelectorAll('tr');
    expect([...rows].map((row) => [...row.cells].map((cell) => cell.textContent))).toEqual([
      ['Day', 'Visitors', 'Page views'],
      ...['Nov 21', 'Nov 22', 'Nov 23', 'Nov 24'].map((day) => [`${day}, 2026`, '0', '0']),
      ['Nov 25, 2026', '1,040', '90'],
      ['Nov 26, 2026', '0', '0'],
      ['Nov 27, 2026', '0', '0'],
    ]);
  });

  it("says why when the figures can't be read", async () => {
    analytics.api.handler = (req, res) => {
      if (req.path.startsWith('/api/admin/analytics/summary')) error(res, 500, 'Internal server error');
    };
    await openAnalytics();
    // the figures' own alert (the members' card beside them may say its own first)
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining('Internal server error'),
      ),
    );
  });
});
