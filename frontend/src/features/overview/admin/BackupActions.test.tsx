import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bindRoutes, routeTable } from '../../../test/routes';
import { renderWithProviders } from '../../../test/render';
import { error, notifications, sendJson, setupTestApi } from '../../../test/test-api';
import { BackupActions } from './BackupActions';

const RUNNING = 'A backup is being made right now. Wait for it to finish, then try again.';
const archive = (name: string) => ({ name, size: 2048, createdAt: '2026-03-02T03:00:00.000Z' });

// the backup routes as backend/src/modules/backups answers them
const state = { archives: [] as ReturnType<typeof archive>[], running: false };
const ROUTES = routeTable<typeof state>({
  'GET /api/admin/backups': ({ res }, s) => sendJson(res, 200, s.archives),
  'POST /api/admin/backups': ({ res }, s) => {
    if (s.running) return error(res, 409, RUNNING);
    const made = archive('backup-20260302T100000Z.tar.gz');
    s.archives.unshift(made);
    return sendJson(res, 201, made);
  },
});
const api = setupTestApi();
api.use(bindRoutes(ROUTES, state));

describe("the backup line's actions", () => {
  it('makes a backup now, then offers the new archive to download', async () => {
    Object.assign(state, { archives: [archive('backup-20260301T030000Z.tar.gz')], running: false });
    const { user } = renderWithProviders(<BackupActions />, '/admin');
    const latest = await screen.findByRole('link', {
      name: 'Download the latest backup (backup-20260301T030000Z.tar.gz)',
    });
    expect(latest).toHaveAttribute('href', '/api/admin/backups/backup-20260301T030000Z.tar.gz');

    await user.click(screen.getByRole('button', { name: 'Back up now' }));
    expect(
      await notifications().findByText('backup-20260302T100000Z.tar.gz is ready to download.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Download the latest backup (backup-20260302T100000Z.tar.gz)' }),
      ).toHaveAttribute('href', '/api/admin/backups/backup-20260302T100000Z.tar.gz'),
    );
    expect(api.calls('/api/admin/backups')).toHaveLength(1);
  });

  it('says so when a backup is already being made, and offers no download before any archive', async () => {
    Object.assign(state, { archives: [], running: true });
    const { user } = renderWithProviders(<BackupActions />, '/admin');
    await user.click(await screen.findByRole('button', { name: 'Back up now' }));
    expect(await notifications().findByText(RUNNING)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download the latest backup/ })).not.toBeInTheDocument();
  });
});
