import type { Page } from '@playwright/test';

// The admin's navigation: its sections in groups, beside the section on a wide screen (the
// journeys' desktop window), behind a "Sections:" button on a phone.
export const adminNav = (page: Page) => page.getByRole('navigation', { name: 'Admin sections' });

// An admin section's link in that navigation ('Overview', 'API keys'); the current one is
// marked aria-current="page".
export const adminSection = (page: Page, name: string) => adminNav(page).getByRole('link', { name, exact: true });
