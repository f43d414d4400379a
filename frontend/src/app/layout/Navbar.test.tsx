import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, renderWithProviders } from '../../test/render';
import { Navbar } from './Navbar';

const LINKS = ['Home', 'Blog', 'Products', 'The App', 'About', 'Contact'];
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('Navbar', () => {
  it('links every main page and highlights the active one', () => {
    renderWithProviders(<Navbar />, '/blog');
    const nav = mainNav();
    const hrefs = LINKS.map((name) => within(nav).getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual(['/', '/blog', '/products', '/app', '/about', '/contact']);
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    for (const name of LINKS.filter((n) => n !== 'Blog')) {
      expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  });

  it('keeps Blog highlighted on a post and Home only on the home page', () => {
    renderWithProviders(<Navbar />, '/blog/first-post');
    expect(within(mainNav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('offers a Login button to visitors', () => {
    renderWithProviders(<Navbar />, '/');
    expect(within(mainNav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('opens a mobile menu with the same items and closes it when one is chosen', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Mobile menu' })).not.toBeInTheDocument();

    await user.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Mobile menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of [...LINKS, 'Login']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }

    await user.click(within(menu).getByRole('link', { name: 'Products' }));
    expect(screen.queryByRole('dialog', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Professional Products' }),
    ).toBeInTheDocument();
    expect(within(mainNav()).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the mobile menu on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, '/');
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    await user.click(toggle);
    const menu = screen.getByRole('dialog', { name: 'Mobile menu' });
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Mobile menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
