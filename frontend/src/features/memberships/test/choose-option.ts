import { screen, within } from '@testing-library/react';
import type { setupUser } from '../../../test/render';

// Chooses an option of an antd Select (it draws its options in a popup of its own).
export async function chooseOption(user: ReturnType<typeof setupUser>, select: HTMLElement, label: string) {
  await user.click(select);
  await screen.findByRole('listbox');
  const popups = document.querySelectorAll<HTMLElement>('.ant-select-dropdown');
  await user.click(within(popups[popups.length - 1]).getByTitle(label));
}
