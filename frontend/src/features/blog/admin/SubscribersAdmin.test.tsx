import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportReportDto, SubscriberDto } from '../api';
import { renderAdmin } from '../test/render-admin';
import type { Handler } from '../test/test-api';
import { sendJson, setupBlogApi } from '../test/test-api';
import { SubscribersAdmin } from './SubscribersAdmin';

const api = setupBlogApi();
const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });

const subscriber = (id: number, email: string, status: SubscriberDto['status'], day = '05'): SubscriberDto => ({
  id,
  email,
  subscribedAt: `2025-03-${day}T12:00:00.000Z`,
  active: status === 'active',
  status,
  confirmedAt: status === 'active' ? `2025-03-${day}T12:05:00.000Z` : null,
  unsubscribedAt: null,
});

// The admin's subscriber routes over a list the test controls: search filters it as the server
// does, an import answers `report` (or an error), a removal deletes from it.
function subscribersApi(list: SubscriberDto[], importAnswer: ImportReportDto | { status: number; message: string }) {
  const handler: Handler = (req, res) => {
    const [path, query] = req.path.split('?');
    const search = new URLSearchParams(query).get('search')?.toLowerCase() ?? '';
    if (req.method === 'GET' && path === '/api/admin/subscribers') {
      return sendJson(
        res,
        200,
        list.filter((s) => s.email.includes(search)),
      );
    }
    if (req.method === 'POST' && path === '/api/admin/subscribers/import') {
      if ('status' in importAnswer)
        return sendJson(res, importAnswer.status, { statusCode: importAnswer.status, message: importAnswer.message });
      return sendJson(res, 200, importAnswer);
    }
    const removed = /^\/api\/admin\/subscribers\/(\d+)$/.exec(path);
    if (req.method === 'DELETE' && removed) {
      list.splice(
        list.findIndex((s) => s.id === Number(removed[1])),
        1,
      );
      res.writeHead(204).end();
      return;
    }
    sendJson(res, 404, { statusCode: 404, message: 'Not found.' });
  };
  return handler;
}

const REPORT: ImportReportDto = {
  added: 2,
  alreadySubscribed: 1,
  skippedUnsubscribed: 1,
  duplicates: 0,
  invalid: [{ line: 4, text: 'not-an-address' }],
};

let list: SubscriberDto[];
beforeEach(() => {
  list = [
    subscriber(1, 'ada@example.com', 'active'),
    subscriber(2, 'bob@example.com', 'inactive', '01'),
    subscriber(3, 'cy@other.org', 'pending', '02'),
  ];
  api.handler = subscribersApi(list, REPORT);
});

const region = () => screen.findByRole('region', { name: 'Subscribers' });
const listCalls = () => api.calls('GET').filter((c) => c.path.startsWith('/api/admin/subscribers'));

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
    list.length = 0;
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

  it('imports pasted addresses with consent and shows what the server did', async () => {
    const { user } = renderAdmin(<SubscribersAdmin />);
    await user.click(within(await region()).getByRole('button', { name: /Import CSV/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import subscribers' });
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Addresses or CSV text' }), 'new@example.com');
    const consent = within(dialog).getByRole('checkbox', { name: "I have these people's consent to e-mail them" });
    expect(consent).not.toBeChecked();
    expect(dialog).toHaveTextContent('Each new address is sent a confirmation e-mail');
    await user.click(consent);
    expect(dialog).toHaveTextContent('New addresses receive the daily e-mail from now on.');
    const before = listCalls().length;
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent('Import finished');
    expect(done).toHaveTextContent('2 added: they receive the daily e-mail from now on');
    expect(done).toHaveTextContent('1 already subscribed or awaiting confirmation');
    expect(done).toHaveTextContent('1 address skipped: they unsubscribed before');
    expect(done).toHaveTextContent('1 invalid line: line 4 (not-an-address)');
    const [sent] = api.calls('POST');
    expect(JSON.parse(sent.body)).toEqual({ csv: 'new@example.com', consent: true });
    expect(consent).not.toBeChecked(); // given for one list: the next one asks again
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before)); // the list is read again
  });

  it('reads a chosen file into the dialog, and refuses one over 500 KB before sending', async () => {
    const { user } = renderAdmin(<SubscribersAdmin />);
    await user.click(within(await region()).getByRole('button', { name: /Import CSV/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import subscribers' });
    const file = within(dialog).getByLabelText('CSV file');
    await user.upload(file, new File(['email\nfile@example.com\n'], 'list.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Addresses or CSV text' })).toHaveValue(
        'email\nfile@example.com\n',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('status');
    expect(JSON.parse(api.calls('POST')[0].body)).toEqual({ csv: 'email\nfile@example.com\n', consent: false });

    await user.upload(file, new File(['x'.repeat(500 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The CSV is too large: at most 500 KB per import. Please split it into smaller files.',
    );
    expect(api.calls('POST')).toHaveLength(1);
  });

  it("shows the server's message when an import is refused", async () => {
    api.handler = subscribersApi(list, {
      status: 413,
      message: 'The CSV has too many lines: at most 10,000 addresses per import.',
    });
    const { user } = renderAdmin(<SubscribersAdmin />);
    await user.click(within(await region()).getByRole('button', { name: /Import CSV/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import subscribers' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Addresses or CSV text' }), 'a@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The CSV has too many lines: at most 10,000 addresses per import.',
    );
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
