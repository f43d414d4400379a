import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { setupUser } from '../../../test/render';

// Chooses a zone in the picker's searchable select (antd draws its options in a popup of its own).
export async function chooseTimeZone(user: ReturnType<typeof setupUser>, zone: string) {
  await user.click(screen.getByRole('combobox', { name: 'Time zone' }));
  await user.keyboard(zone);
  const popup = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    expect(open).not.toBeNull();
    return within(open!);
  });
  await user.click(popup.getByTitle(zone));
}
