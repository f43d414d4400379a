import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../../test/test-api';
import { makePerson, setupAutomationsAdminApi } from '../../test/automations-admin-api';
import { openPanel } from '../../test/open-panel';

const admin = setupAutomationsAdminApi();

describe("the Automations tab's People", () => {
  it('lists each person with their tags and standing, and tags the people chosen', async () => {
    const { user } = await openPanel('People');
    const ada = await screen.findByRole('row', { name: /ada@example\.com/ });
    expect(ada).toHaveTextContent('vip');
    expect(ada).toHaveTextContent('Subscriber');
    expect(ada).toHaveTextContent('Mar 02, 2026');
    expect(screen.getByRole('row', { name: /bob@example\.com/ })).toHaveTextContent('Customer');

    await user.click(within(ada).getByRole('checkbox'));
    await user.click(within(screen.getByRole('row', { name: /bob@example\.com/ })).getByRole('checkbox'));
    const tagger = screen.getByRole('group', { name: 'Tag the chosen people' });
    expect(tagger).toHaveTextContent('2 people chosen');
    await user.type(within(tagger).getByLabelText('Tag for the chosen people'), 'Paperback');
    await user.click(within(tagger).getByRole('button', { name: 'Add tag' }));

    expect(await notifications().findByText('“Paperback” added to 2 people.')).toBeInTheDocument();
    expect(admin.json('/api/admin/automations/people/tags')).toEqual([
      { emails: ['ada@example.com', 'bob@example.com'], tag: 'Paperback', action: 'add' },
    ]);
    // the list is read again: the server's lower-case tag on both
    await waitFor(() => expect(screen.getByRole('row', { name: /bob@example\.com/ })).toHaveTextContent('paperback'));
  });

  it('says who stopped taking mail, since when and why, and opens on the sequences each is in or left', async () => {
    admin.people = [
      makePerson({
        email: 'gone@example.com',
        undeliverable: { reason: 'hard-bounce', detail: '550 Mailbox unavailable', since: '2026-04-03T08:00:00.000Z' },
        sequences: [
          {
            id: 30,
            sequenceId: 3,
            name: 'Welcome series',
            status: 'exited',
            exitReason: 'The address stopped taking mail (hard-bounce)',
            enteredAt: '2026-04-01T08:00:00.000Z',
            finishedAt: '2026-04-04T08:00:00.000Z',
          },
          {
            id: 40,
            sequenceId: 4,
            name: 'Guide follow-up',
            status: 'active',
            exitReason: null,
            enteredAt: '2026-03-20T08:00:00.000Z',
            finishedAt: null,
          },
          {
            id: 41,
            sequenceId: 5,
            name: 'Launch week',
            status: 'left',
            exitReason: 'Left the series by the link in its e-mail',
            enteredAt: '2026-03-10T08:00:00.000Z',
            finishedAt: '2026-03-12T08:00:00.000Z',
          },
        ],
      }),
      makePerson({ id: 2, email: 'left@example.com', tags: [], unsubscribedAt: '2026-04-05T08:00:00.000Z' }),
    ];
    const { user } = await openPanel('People');
    const gone = await screen.findByRole('row', { name: /gone@example\.com/ });
    expect(gone).toHaveTextContent(
      'Subscriber, Undeliverable since Apr 03, 2026 (hard bounce: 550 Mailbox unavailable)',
    );
    const left = screen.getByRole('row', { name: /left@example\.com/ });
    expect(left).toHaveTextContent('Subscriber, Unsubscribed on Apr 05, 2026');
    // only a person with sequences opens
    expect(within(left).queryByRole('button', { name: /expand row/i })).not.toBeInTheDocument();
    await user.click(within(gone).getByRole('button', { name: /expand row/i }));
    const places = await screen.findByRole('list', { name: 'Sequences of gone@example.com' });
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Welcome series: taken out on Apr 04, 2026: The address stopped taking mail (hard-bounce)',
      'Guide follow-up: in it since Mar 20, 2026',
      'Launch week: left the series by its link on Mar 12, 2026',
    ]);
  });

  it('searches on the server', async () => {
    const { user } = await openPanel('People');
    await screen.findByRole('row', { name: /bob@example\.com/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search people by e-mail' }), 'ada');
    await waitFor(() => expect(screen.queryByRole('row', { name: /bob@example\.com/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /ada@example\.com/ })).toBeInTheDocument();
    expect(admin.api.server.requests.map((r) => r.path)).toContain(
      '/api/admin/automations/people?search=ada&page=1&pageSize=20',
    );
  });

  it('imports tags from CSV text and shows how many were tagged and each rejected line with its reason', async () => {
    admin.csvReport = {
      tagged: 3,
      rejected: [
        { line: 3, reason: 'not-an-address is not an e-mail address' },
        { line: 5, reason: 'eve@example.com is not on your list' },
      ],
    };
    const { user } = await openPanel('People');
    await user.click(await screen.findByRole('button', { name: /Import tags from CSV/ }));
    // (antd names every dialog by one id under test: found by its role and title)
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Import tags from CSV');
    const csv = 'email,tags\nada@example.com,vip;paperback\nnot-an-address,vip';
    await user.type(within(dialog).getByLabelText('CSV text'), csv);
    await user.type(within(dialog).getByLabelText('Tag for every line (optional)'), ' spring ');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const report = await within(dialog).findByRole('status');
    expect(report).toHaveTextContent('3 tags given');
    expect(report).toHaveTextContent('2 lines were rejected:');
    const lines = within(within(report).getByRole('list', { name: 'Rejected lines' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Line 3: not-an-address is not an e-mail address',
      'Line 5: eve@example.com is not on your list',
    ]);
    expect(admin.json('/api/admin/automations/people/tags/csv')).toEqual([{ csv, tag: 'spring' }]);
  });
});
