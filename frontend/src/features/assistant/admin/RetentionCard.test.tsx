import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../test/test-api';
import { setupAssistantAdminApi } from '../test/assistant-admin-api';
import { openAssistant } from '../test/open-assistant';

const admin = setupAssistantAdminApi();

describe("the Assistant tab's Settings", () => {
  it('keeps conversations for the days the owner saves', async () => {
    const { user } = await openAssistant('Settings');
    const days = await screen.findByLabelText('Keep conversations for');
    await waitFor(() => expect(days).toHaveValue('90'));
    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await notifications().findByText('Conversations are kept for 30 days.')).toBeInTheDocument();
    expect(admin.sent('/api/admin/assistant/settings', 'PUT')).toEqual([{ retentionDays: 30 }]);
  });
});
