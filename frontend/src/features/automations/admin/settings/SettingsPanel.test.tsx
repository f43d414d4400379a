import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../../test/test-api';
import { setupAutomationsAdminApi } from '../../test/automations-admin-api';
import { openPanel } from '../../test/open-panel';
import { TRACKING_NOTE } from './SettingsPanel';

const admin = setupAutomationsAdminApi();

describe("the Automations tab's Settings", () => {
  it('turns the counting of opens and clicks on, saying what it does', async () => {
    const { user } = await openPanel('Settings');
    const tracking = await screen.findByRole('switch', { name: 'Count opens and clicks' });
    // the setting as the server has it
    await waitFor(() => expect(tracking).toBeEnabled());
    expect(tracking).toHaveAccessibleDescription(TRACKING_NOTE);
    expect(tracking).not.toBeChecked();
    await user.click(tracking);
    expect(await notifications().findByText('Opens and clicks are counted.')).toBeInTheDocument();
    expect(admin.json('/api/admin/automations/settings', 'PUT')).toEqual([{ tracking: true }]);
    // read again from the server
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Count opens and clicks' })).toBeChecked());
  });
});
