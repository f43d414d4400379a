import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render-admin';
import { setupSubscribersApi, subscribersRegion } from '../test/subscribers-api';
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
    expect(tab).toHaveTextContent('3 total, 1 active');
    expect(listCalls()[0].path).toBe('/api/admin/subscribers');
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
    expect(listCalls().at(-1)!.path).toBe('/api/admin/subscribers?search=example');

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
    expect(tab).toHaveTextContent('2 total, 1 active');
  });
});
