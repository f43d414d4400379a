import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { setupAnalyticsApi } from '../test/analytics-api';

const analytics = setupAnalyticsApi();

// the CSV files the page saved: their names and texts (jsdom has no object URLs nor downloads)
let saved: { name: string; blob: Blob; inDocument: boolean }[] = [];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  saved = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    blobs.set(`blob:${blobs.size}`, blob);
    return `blob:${blobs.size - 1}`;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href')!)!, inDocument: this.isConnected });
  });
});
afterEach(() => vi.useRealTimers());

const report = (name: string) => within(screen.getByRole('region', { name }));
const rowsOf = (name: string) =>
  report(name)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function openReports() {
  analytics.signInAdmin();
  const view = renderApp('/admin?tab=analytics');
  await screen.findByRole('region', { name: 'Top pages' });
  return view;
}

describe("the Analytics tab's tables", () => {
  beforeEach(() => {
    analytics.pages = [
      {
        path: '/blog/calm',
        title: 'Calm, "mostly"',
        views: 1200,
        visitors: 800,
        entries: 500,
        subscribers: 9,
        orders: 2,
        revenueCents: 9998,
      },
      { path: '/', title: null, views: 300, visitors: 250, entries: 240, subscribers: 1, orders: 0, revenueCents: 0 },
    ];
    analytics.sources = [
      {
        referrerHost: null,
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: '=HYPERLINK("http://evil.example")',
        visits: 40,
        visitors: 38,
        subscribers: 3,
        orders: 1,
        revenueCents: 4999,
      },
      {
        referrerHost: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        visits: 20,
        visitors: 20,
        subscribers: 0,
        orders: 0,
        revenueCents: 0,
      },
      {
        referrerHost: 'news.example.com',
        utmSource: '@ads',
        utmMedium: '+cpc',
        utmCampaign: '-spring',
        visits: 5,
        visitors: 5,
        subscribers: 0,
        orders: 0,
        revenueCents: 0,
      },
    ];
    analytics.posts = [
      {
        postId: 4,
        slug: 'calm',
        title: 'Calm, "mostly"',
        views: 1200,
        visitors: 800,
        subscribers: 9,
        newsletterSent: 140,
        newsletterFailed: 2,
      },
    ];
    analytics.devices = [
      { device: 'desktop', visitors: 700, views: 1100 },
      { device: 'mobile', visitors: 350, views: 400 },
    ];
  });

  it('lists the top pages, the sources and campaigns, the posts and the devices', async () => {
    await openReports();
    // each table named for a screen reader as its card is
    for (const name of ['Top pages', 'Sources and campaigns', 'Posts', 'Devices']) {
      expect(report(name).getByRole('table', { name })).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(rowsOf('Top pages')).toEqual([
        ['/blog/calm', 'Calm, "mostly"', '1,200', '800', '500', '9', '2', '$99.98'],
        ['/', '', '300', '250', '240', '1', '0', '$0.00'],
      ]),
    );
    await waitFor(() => expect(rowsOf('Sources and campaigns')).toHaveLength(3));
    expect(rowsOf('Sources and campaigns')[1]).toEqual(['Direct', '', '', '', '20', '20', '0', '0', '$0.00']);
    // each table reads its own report: each is waited for
    await waitFor(() => expect(rowsOf('Posts')).toEqual([['Calm, "mostly"', '1,200', '800', '9', '140', '2']]));
    await waitFor(() =>
      expect(rowsOf('Devices')).toEqual([
        ['Desktop', '700', '1,100'],
        ['Mobile', '350', '400'],
      ]),
    );
  });

  it('exports a table as CSV, a cell a spreadsheet would run as a formula written as text', async () => {
    const { user } = await openReports();
    await waitFor(() => expect(rowsOf('Sources and campaigns')).toHaveLength(3));
    await user.click(report('Sources and campaigns').getByRole('button', { name: 'Export CSV' }));
    expect(saved.map((file) => file.name)).toEqual(['sources-2026-11-21-to-2026-11-27.csv']);
    // UTF-8, said with a byte order mark for the spreadsheet
    expect([...new Uint8Array(await saved[0].blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await saved[0].blob.text()).toBe(
      'Referrer,Source,Medium,Campaign,Visits,Visitors,Subscribers,Orders,Revenue (USD)\r\n' +
        `,newsletter,email,"'=HYPERLINK(""http://evil.example"")",40,38,3,1,49.99\r\n` +
        'Direct,,,,20,20,0,0,0.00\r\n' +
        "news.example.com,'@ads,'+cpc,'-spring,5,5,0,0,0.00\r\n",
    );
    // the link was in the page when clicked, and is gone
    expect(saved[0].inDocument).toBe(true);
    expect(document.querySelector('a[download]')).toBeNull();

    await user.click(report('Top pages').getByRole('button', { name: 'Export CSV' }));
    expect(saved[1].name).toBe('pages-2026-11-21-to-2026-11-27.csv');
    expect(await saved[1].blob.text()).toContain('/blog/calm,"Calm, ""mostly""",1200,800,500,9,2,99.98\r\n');
  });
});
