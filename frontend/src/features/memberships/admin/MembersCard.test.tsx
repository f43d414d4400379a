import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { setupMembershipsAdminApi } from '../test/memberships-admin-api';
import { MembersCard } from './MembersCard';
import { MembersInRange } from './MembersInRange';

const admin = setupMembershipsAdminApi();
const asked = () =>
  admin.api.server.requests
    .filter((r) => r.path.startsWith('/api/admin/memberships/figures'))
    .map((r) => r.path.split('?')[1] ?? '');

// the Overview's card (OverviewTab shows it beside the visitors) and Analytics' part
describe("memberships' figures beside the owner's others", () => {
  it('shows the Overview the members now (trial, active, past due), the MRR, and who came and left in 30 days', async () => {
    admin.signInAdmin();
    renderWithProviders(<MembersCard />, '/admin?tab=overview');
    const card = await screen.findByRole('group', { name: 'Members' });
    await waitFor(() => expect(card).toHaveTextContent('MRR $114 · 31 new, 3 churned in 30 days'));
    // 2 in a trial, 5 active, 1 past due; neither the incomplete one nor the 4 cancelled
    expect(card).toHaveTextContent(/Members\s*8/);
    expect(screen.getByRole('link', { name: 'See the members' })).toHaveAttribute('href', '/admin?tab=memberships');
  });

  it('gives Analytics the new and churned members of the chosen days, and the MRR', async () => {
    admin.signInAdmin();
    renderWithProviders(<MembersInRange from="2026-11-24" to="2026-11-30" />);
    const figure = (name: string) => screen.getByRole('group', { name });
    await waitFor(() => expect(figure('New members')).toHaveTextContent('8'));
    expect(figure('Churned members')).toHaveTextContent('1');
    expect(figure('Monthly recurring revenue')).toHaveTextContent('$114');
    expect(asked()).toContain('from=2026-11-24&to=2026-11-30');
  });
});
