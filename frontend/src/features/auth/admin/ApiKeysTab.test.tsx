import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import { setupApiKeysApi } from '../test/api-keys-api';
import { ApiKeysTab } from './ApiKeysTab';

const keys = setupApiKeysApi();
const region = () => screen.findByRole('region', { name: 'API keys' });
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;
type User = ReturnType<typeof renderWithProviders>['user'];

async function openNewKey(user: User) {
  await user.click(within(await region()).getByRole('button', { name: /New API key/ }));
  return within(await screen.findByRole('dialog', { name: 'New API key' }));
}

describe("the admin's API keys tab", () => {
  it('lists the keys, active ones first: name, scope, prefix, creation, last use and status', async () => {
    renderWithProviders(<ApiKeysTab />, '/admin?tab=api-keys');
    const tab = within(await region());
    await tab.findByText('Site mirror');
    const rows = tab.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Site mirrorRead contentcsk_aaaaaaa3…Jun 01, 2025by Grace HopperNeverActiveRevoke',
      expect.stringMatching(
        /^Nightly ordersAdmincsk_aaaaaaa2…Jun 01, 2025by Ada LovelaceJun 03, 2025 at .*ActiveRevoke$/,
      ),
      'Old syncRead contentcsk_aaaaaaa1…Jun 01, 2025by Ada LovelaceNeverRevoked',
    ]);
    expect(tab.getByText('csk_aaaaaaa3…')).toHaveClass('admin-api-keys__code');
    expect(tab.getByRole('link', { name: '/api/docs' })).toHaveAttribute('href', '/api/docs');
  });

  it('makes an admin key and shows its token once, with a copy button and how to send it', async () => {
    const { user } = renderWithProviders(<ApiKeysTab />);
    const form = await openNewKey(user);
    expect(form.getByRole('radio', { name: /Read content/ })).toBeChecked();
    expect(form.getByRole('radio', { name: /Read content/ })).toHaveAccessibleName(
      'Read contentReads published and draft posts, pages and courses; never customers’ data, never a change.',
    );
    await user.type(form.getByLabelText('Name'), '  Nightly report ');
    await user.click(form.getByRole('radio', { name: /Admin/ }));
    await user.click(form.getByRole('button', { name: 'Create API key' }));

    const shown = within(await screen.findByRole('dialog', { name: 'API key “Nightly report” created' }));
    expect(keys.sent('/api/admin/api-keys')).toEqual([{ name: 'Nightly report', scope: 'admin' }]);
    const token = 'csk_NNNNNNNN00000000000000000000000000000004';
    expect(shown.getByLabelText('Your new API key')).toHaveValue(token);
    expect(shown.getByText(/You will not see this key again/)).toBeInTheDocument();
    expect(
      shown.getByText(`curl -H "Authorization: Bearer ${token}" ${window.location.origin}/api/admin/orders`),
    ).toBeInTheDocument();
    expect(shown.getByRole('link', { name: '/api/docs' })).toHaveAttribute('href', '/api/docs');
    await user.click(shown.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(token);
    expect(shown.getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(shown.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('Nightly report')).toHaveTextContent(/^Nightly reportAdmincsk_NNNNNNNN….*NeverActiveRevoke$/);
    expect(screen.queryByText(token)).not.toBeInTheDocument();
  });

  it('asks for a name, and shows the refusal of a name an active key has on its field', async () => {
    const { user } = renderWithProviders(<ApiKeysTab />);
    const form = await openNewKey(user);
    await user.click(form.getByRole('button', { name: 'Create API key' }));
    expect(await form.findByText('Please give the key a name')).toBeInTheDocument();

    await user.type(form.getByLabelText('Name'), 'site mirror');
    await user.click(form.getByRole('button', { name: 'Create API key' }));
    const refusal = 'You already have an active key named "site mirror".';
    expect(await form.findByText(refusal)).toBeInTheDocument();
    expect(await notifications().findByText('API Key Not Created')).toBeInTheDocument();
    expect(notifications().getByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New API key' })).toBeInTheDocument();
  });

  it('revokes a key after a confirmation naming it; it then shows Revoked', async () => {
    const { user } = renderWithProviders(<ApiKeysTab />);
    await user.click(within(await rowOf('Site mirror')).getByRole('button', { name: 'Revoke Site mirror' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Revoke “Site mirror”?' }));
    expect(confirm.getByText(/refused from now on/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Revoke' }));

    expect(await notifications().findByText('“Site mirror” can no longer call the API.')).toBeInTheDocument();
    expect(keys.api.calls('/api/admin/api-keys/3/revoke')).toHaveLength(1);
    await waitFor(async () => expect(await rowOf('Site mirror')).toHaveTextContent(/Revoked$/));
    expect(screen.queryByRole('button', { name: 'Revoke Site mirror' })).not.toBeInTheDocument();
  });

  it("says the API's sentence when a key cannot be revoked", async () => {
    const { user } = renderWithProviders(<ApiKeysTab />);
    await user.click(within(await rowOf('Site mirror')).getByRole('button', { name: 'Revoke Site mirror' }));
    keys.keys = keys.keys.filter((k) => k.id !== 3);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke' }));
    expect(await notifications().findByText('This API key does not exist.')).toBeInTheDocument();
  });
});
