import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import { setupAuditApi } from '../test/audit-api';
import { AuditLogTab } from './AuditLogTab';

const audit = setupAuditApi();
const region = () => screen.findByRole('region', { name: 'Audit log' });

describe('the admin’s Audit log tab', () => {
  it('lists the actions newest first: when, who, from where, the route, the tables; a row opens to its changes', async () => {
    const { user } = renderWithProviders(<AuditLogTab />, '/admin?tab=audit-log');
    const tab = within(await region());
    await tab.findByText('Ada Lovelace <ada@example.com>');
    const rows = tab.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Ada Lovelace <ada@example\.com>203\.0\.113\.7PATCH \/api\/products\/\{product\}products$/),
      expect.stringMatching(/API key "Nightly" of .*GET \/api\/admin\/backups\/\{name\}Downloaded the backup archive/),
    ]);
    expect(audit.listCalls()).toEqual(['/api/admin/audit-log?limit=20']);

    await user.click(tab.getByText('PATCH /api/products/{product}'));
    expect(await tab.findByText('Changed products #12')).toBeInTheDocument();
    const values = tab.getByText('price_cents').closest('tr')!;
    expect(values.textContent).toBe('price_cents49005900');
  });

  it('asks the server for what the filters say, and downloads the same list as CSV', async () => {
    const { user } = renderWithProviders(<AuditLogTab />);
    const tab = within(await region());
    await tab.findByText('Ada Lovelace <ada@example.com>');
    await user.type(tab.getByRole('searchbox', { name: 'Search the audit log by who acted' }), 'grace');
    await user.type(tab.getByRole('textbox', { name: 'Action contains' }), 'coupons');
    await waitFor(() =>
      expect(audit.listCalls().at(-1)).toBe('/api/admin/audit-log?limit=20&who=grace&action=coupons'),
    );
    await user.click(tab.getByRole('combobox', { name: 'Table changed' }));
    await screen.findByRole('listbox');
    const popup = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')!;
    await user.click(within(popup).getByTitle('coupons'));
    await waitFor(() => expect(audit.listCalls().at(-1)).toContain('table=coupons'));
    const csv = tab.getByRole('link', { name: /Download CSV/ });
    expect(csv.getAttribute('href')).toMatch(/^\/api\/admin\/audit-log\/export\?.*table=coupons/);
    expect(csv.getAttribute('href')).toContain('who=grace');
  });

  it('keeps the log for the days the owner sets, 30 to 3650', async () => {
    const { user } = renderWithProviders(<AuditLogTab />);
    const days = await screen.findByRole('spinbutton', { name: 'Keep the audit log for' });
    await waitFor(() => expect(days).toHaveValue('365'));
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await notifications().findByText('The audit log keeps entries for 90 days.')).toBeInTheDocument();
    expect(audit.sent('/api/admin/audit-log/settings')).toEqual([{ keepDays: 90 }]);
  });
});
