import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render-admin';
import { sendJson, setupBlogApi } from '../test/test-api';
import { SubscribersAdmin } from './SubscribersAdmin';

const api = setupBlogApi();

describe('SubscribersAdmin', () => {
  it('lists e-mail, subscription date and an Active or Inactive badge', async () => {
    api.handler = (_req, res) =>
      sendJson(res, 200, [
        { id: 1, email: 'ada@example.com', subscribedAt: '2025-03-05T12:00:00.000Z', active: true },
        { id: 2, email: 'bob@example.com', subscribedAt: '2025-02-01T12:00:00.000Z', active: false },
      ]);
    renderAdmin(<SubscribersAdmin />);
    const region = await screen.findByRole('region', { name: 'Subscribers' });
    const ada = (await within(region).findByText('ada@example.com')).closest('tr')!;
    expect(ada).toHaveTextContent('Mar 05, 2025');
    expect(ada).toHaveTextContent('Active');
    const bob = within(region).getByText('bob@example.com').closest('tr')!;
    expect(bob).toHaveTextContent('Inactive');
    expect(region).toHaveTextContent('2 total, 1 active');
    expect(api.calls()[0].path).toBe('/api/admin/subscribers');
  });

  it('says when there are no subscribers yet', async () => {
    api.handler = (_req, res) => sendJson(res, 200, []);
    renderAdmin(<SubscribersAdmin />);
    expect(await screen.findByText('No subscribers yet')).toBeInTheDocument();
  });
});
