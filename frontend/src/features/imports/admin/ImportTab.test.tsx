import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { notifications, setupTestApi } from '../../../test/test-api';
import { nodeFile, setupUploads, useNodeFormData } from '../../../test/uploads';
import { importsApi, type ImportsState, report } from '../test/imports-api';
import { ImportTab } from './ImportTab';

const api = setupTestApi();
setupUploads();

const POST = {
  kind: 'post' as const,
  sourceId: 'g1',
  label: 'Five Habits of Calm Leaders',
  target: '/blog/five-habits-of-calm-leaders',
  notes: [],
};
const DRAFT = {
  kind: 'post' as const,
  sourceId: 'g2',
  label: 'Next Retreat',
  target: '/blog/next-retreat',
  notes: ['Scheduled in the export: imported as a draft, to be scheduled here.'],
};

function openTab(state: Partial<ImportsState> = {}) {
  const full: ImportsState = {
    redirects: [],
    answer: (dryRun) =>
      report(dryRun, [
        { ...POST, outcome: 'created' },
        { ...DRAFT, outcome: 'created' },
      ]),
    ...state,
  };
  api.handler = importsApi(full);
  return { ...renderWithProviders(<ImportTab />, '/admin?tab=import'), state: full };
}

const moveIn = () => within(screen.getByRole('region', { name: 'Move in' }));
const ghostFile = () => nodeFile('ghost-export.json', 'application/json', '{"db":[]}');

describe('ImportTab', () => {
  it('checks a Ghost export first (nothing written), then imports it, showing each post with why', async () => {
    await useNodeFormData();
    const { user } = openTab();
    expect(moveIn().getByRole('button', { name: /Check/ })).toBeDisabled();
    await user.upload(moveIn().getByLabelText('Export file'), ghostFile());
    await user.click(moveIn().getByRole('button', { name: /Check/ }));

    const checked = await moveIn().findByRole('status', { name: 'Import report' });
    expect(checked).toHaveTextContent('Check finished: nothing was written');
    expect(checked).toHaveTextContent('Posts: 2 to create, 0 renamed, 0 skipped, 0 failed');
    expect(within(checked).getByRole('row', { name: /Next Retreat/ })).toHaveTextContent(
      'Scheduled in the export: imported as a draft',
    );
    const [check] = api.calls('/api/admin/imports');
    expect(check.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(check.body).toContain('name="file"; filename="ghost-export.json"');
    expect(check.body).toMatch(/name="source"\r\n\r\nghost/);
    expect(check.body).toMatch(/name="dryRun"\r\n\r\ntrue/);

    await user.click(moveIn().getByRole('button', { name: 'Import' }));
    const done = await moveIn().findByText('Import finished');
    expect(done).toBeInTheDocument();
    expect(moveIn().getByRole('status', { name: 'Import report' })).toHaveTextContent(
      'Posts: 2 created, 0 renamed, 0 skipped, 0 failed',
    );
    expect(moveIn().getByRole('link', { name: 'Five Habits of Calm Leaders' })).toHaveAttribute(
      'href',
      '/blog/five-habits-of-calm-leaders',
    );
    expect(api.calls('/api/admin/imports')[1].body).toMatch(/name="dryRun"\r\n\r\nfalse/);
  });

  it("shows the server's message when the file is not an export of that platform", async () => {
    await useNodeFormData();
    const message = 'This is not a WordPress export. Choose the .xml file of WordPress’s Tools → Export.';
    const { user } = openTab({ answer: () => ({ status: 400, message }) });
    await user.click(moveIn().getByText('WordPress'));
    expect(moveIn().getByText(/Tools → Export → All content/)).toBeInTheDocument();
    await user.upload(moveIn().getByLabelText('Export file'), nodeFile('export.xml', 'text/xml', '<rss/>'));
    await user.click(moveIn().getByRole('button', { name: /Check/ }));
    expect(await moveIn().findByRole('alert')).toHaveTextContent(message);
    expect(api.calls('/api/admin/imports')[0].body).toMatch(/name="source"\r\n\r\nwordpress/);
  });

  it('lists the old addresses and removes one', async () => {
    const { user, state } = openTab({
      redirects: [
        {
          id: 1,
          path: '/2021/03/04/morning',
          target: '/blog/morning',
          source: 'wordpress',
          createdAt: '2025-03-05T12:00:00.000Z',
        },
        { id: 2, path: '/p/quiet', target: '/blog/quiet', source: 'substack', createdAt: '2025-03-04T12:00:00.000Z' },
      ],
    });
    const old = within(screen.getByRole('region', { name: 'Old addresses' }));
    expect(await old.findByRole('cell', { name: '/2021/03/04/morning' })).toBeInTheDocument();
    expect(old.getByRole('link', { name: '/blog/quiet' })).toHaveAttribute('href', '/blog/quiet');
    await user.click(old.getByRole('button', { name: 'Remove /p/quiet' }));
    expect(await notifications().findByText('Redirect Removed')).toBeInTheDocument();
    await waitFor(() => expect(old.queryByRole('cell', { name: '/p/quiet' })).not.toBeInTheDocument());
    expect(state.redirects.map((r) => r.id)).toEqual([1]);
  });

  it('pages through more old addresses than one page holds, and removes one from a later page', async () => {
    const redirects = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      path: `/old-${i + 1}`,
      target: `/blog/post-${i + 1}`,
      source: 'ghost' as const,
      createdAt: '2025-03-05T12:00:00.000Z',
    }));
    const { user, state } = openTab({ redirects });
    const old = within(screen.getByRole('region', { name: 'Old addresses' }));
    expect(await old.findByRole('cell', { name: '/old-20' })).toBeInTheDocument();
    expect(old.getByText('1–20 of 25 old addresses')).toBeInTheDocument();
    await user.click(old.getByRole('listitem', { name: '2' }));
    expect(await old.findByRole('cell', { name: '/old-25' })).toBeInTheDocument();
    expect(old.queryByRole('cell', { name: '/old-1' })).not.toBeInTheDocument();
    await user.click(old.getByRole('button', { name: 'Remove /old-25' }));
    await waitFor(() => expect(state.redirects).toHaveLength(24));
    expect(api.calls('/api/admin/imports/redirects').every((c) => /limit=20/.test(c.path))).toBe(true);
  });

  it('shows an address twice in the export as two rows', async () => {
    await useNodeFormData();
    const errors = vi.spyOn(console, 'error');
    const reader = { kind: 'subscriber' as const, sourceId: 'ann@example.com', label: 'ann@example.com', target: null };
    const { user } = openTab({
      answer: (dryRun) =>
        report(dryRun, [
          { ...reader, outcome: 'created', notes: [] },
          { ...reader, outcome: 'skipped', notes: ['Twice in the export: imported once.'] },
        ]),
    });
    await user.upload(moveIn().getByLabelText('Export file'), ghostFile());
    await user.click(moveIn().getByRole('button', { name: /Check/ }));
    const checked = await moveIn().findByRole('status', { name: 'Import report' });
    expect(within(checked).getAllByRole('row', { name: /ann@example\.com/ })).toHaveLength(2);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    errors.mockRestore();
  });
});
