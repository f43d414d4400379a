import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render-admin';
import { setupSubscribersApi, subscriber, subscribersRegion } from '../test/subscribers-api';
import { SubscribersAdmin } from './SubscribersAdmin';

const subscribers = setupSubscribersApi();
const { api, listCalls } = subscribers;
const region = subscribersRegion;
const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });

describe('SubscribersAdmin', () => {
  it('lists e-mail, subscription date and an Active, Inactive or Awaiting confirmation badge', async () => {
    renderAdmin(<SubscribersAdmin />);
    const tab = await region();
    const ada = (await within(tab).findByText('ada@example.com')).closest('tr')!;
    expect(ada).toHaveTextContent('Mar 05, 2025');
    expect(ada).toHaveTextContent('Active');
    expect(within(tab).getByText('bob@example.com').closest('tr')).toHaveTextContent('Inactive');
    expect(within(tab).getByText('cy@other.org').closest('tr')).toHaveTextContent('Awaiting confirmation');
    expect(tab).toHaveTextContent('3 total');
    expect(listCalls()[0].path).toBe('/api/admin/subscribers?limit=20');
  });

  it('says when there are no subscribers yet', async () => {
    subscribers.list.length = 0;
    renderAdmin(<SubscribersAdmin />);
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
  });

  it('searches on the server as the admin types', async () => {
    const { user } = renderAdmin(<SubscribersAdmin />);
    const tab = await region();
    await within(tab).findByText('bob@example.com');
    await user.type(within(tab).getByRole('searchbox', { name: 'Search subscribers by e-mail' }), 'example');
    await waitFor(() => expect(within(tab).queryByText('cy@other.org')).not.toBeInTheDocument());
    expect(within(tab).getByText('ada@example.com')).toBeInTheDocument();
    expect(tab).toHaveTextContent('2 found');
    expect(listCalls().at(-1)!.path).toBe('/api/admin/subscribers?limit=20&search=example');

    await user.clear(within(tab).getByRole('searchbox', { name: 'Search subscribers by e-mail' }));
    await user.type(within(tab).getByRole('searchbox', { name: 'Search subscribers by e-mail' }), 'nobody');
    expect(await within(tab).findByText('No subscribers match this search')).toBeInTheDocument();
  });

  it('exports through a download link to the CSV route', async () => {
    renderAdmin(<SubscribersAdmin />);
    const link = within(await region()).getByRole('link', { name: /Export CSV/ });
    expect(link).toHaveAttribute('href', '/api/admin/subscribers/export');
    expect(link).toHaveAttribute('download');
  });

  it('removes a subscriber after a confirmation', async () => {
    const { user } = renderAdmin(<SubscribersAdmin />);
    const tab = await region();
    await user.click(await within(tab).findByRole('button', { name: 'Remove bob@example.com' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove this subscriber?');
    expect(dialog).toHaveTextContent('bob@example.com will be deleted from the list');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await within(notifications()).findByRole('listitem')).toHaveTextContent('bob@example.com has been removed.');
    expect(api.calls('DELETE').map((c) => c.path)).toEqual(['/api/admin/subscribers/2']);
    await waitFor(() => expect(within(tab).queryByText('bob@example.com')).not.toBeInTheDocument());
    expect(tab).toHaveTextContent('2 total');
  });

  it('pages through the list with the cursor of each page, back and on, and starts again on a new search', async () => {
    subscribers.list.splice(
      0,
      3,
      ...Array.from({ length: 45 }, (_, i) => subscriber(i + 1, `reader${i + 1}@example.com`, 'active')),
    );
    const { user } = renderAdmin(<SubscribersAdmin />);
    const tab = within(await region());
    expect(await tab.findByText('reader1@example.com')).toBeInTheDocument();
    expect(tab.getByText('1–20 of 45 subscribers')).toBeInTheDocument();
    // only the pages whose start is known (and the next) are offered
    expect(tab.queryByRole('listitem', { name: '3' })).not.toBeInTheDocument();

    await user.click(tab.getByRole('listitem', { name: 'Next Page' }));
    expect(await tab.findByText('reader21@example.com')).toBeInTheDocument();
    await user.click(tab.getByRole('listitem', { name: '3' }));
    expect(await tab.findByText('reader45@example.com')).toBeInTheDocument();
    expect(tab.getByText('41–45 of 45 subscribers')).toBeInTheDocument();
    await user.click(tab.getByRole('listitem', { name: '2' }));
    expect(await tab.findByText('reader40@example.com')).toBeInTheDocument();
    // page 2 again is the page read before, from the cache
    expect(listCalls().map((c) => new URLSearchParams(c.path.split('?')[1]).get('cursor'))).toEqual([null, '20', '40']);

    await user.type(tab.getByRole('searchbox', { name: 'Search subscribers by e-mail' }), 'reader4');
    expect(await tab.findByText('reader4@example.com')).toBeInTheDocument();
    expect(await region()).toHaveTextContent('7 found');
    expect(listCalls().at(-1)!.path).toBe('/api/admin/subscribers?limit=20&search=reader4');
  });
});
