import { screen, waitFor, within } from '@testing-library/react';
import type { setupUser } from '../../../test/render';

// Chooses an option of an antd Select (it draws its options in a popup of its own).
export async function chooseOption(user: ReturnType<typeof setupUser>, select: HTMLElement, label: string) {
  await user.click(select);
  await screen.findByRole('listbox');
  // the option once its list has come (a select may open before its options are loaded)
  const option = await waitFor(() => {
    const popups = document.querySelectorAll<HTMLElement>('.ant-select-dropdown');
    return within(popups[popups.length - 1]).getByTitle(label);
  });
  await user.click(option);
}
