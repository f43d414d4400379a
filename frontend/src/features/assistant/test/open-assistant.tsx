import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { AssistantTab } from '../admin/AssistantTab';

// The Assistant tab, on one of its own tabs once that shows.
export async function openAssistant(panel: 'Questions' | 'FAQ' | 'Settings' = 'Questions') {
  const view = renderWithProviders(<AssistantTab />, '/admin?tab=assistant');
  await view.user.click(await screen.findByRole('tab', { name: panel }));
  return view;
}
