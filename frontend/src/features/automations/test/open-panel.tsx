import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { AutomationsTab } from '../admin/AutomationsTab';

export type Panel = 'People' | 'Segments' | 'Sequences' | 'Broadcasts' | 'Lead magnets' | 'Settings';

// The Automations tab on one of its own tabs, once that shows.
export async function openPanel(panel: Panel) {
  const view = renderWithProviders(<AutomationsTab />, '/admin?tab=automations');
  await view.user.click(await screen.findByRole('tab', { name: panel }));
  return view;
}
