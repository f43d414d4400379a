import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { setupTestApi } from '../../test/test-api';
import { Footer } from './Footer';

setupTestApi();

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('shows Privacy Policy and Terms of Service as plain text, not links', () => {
    renderWithProviders(<Footer />);
    for (const text of ['Privacy Policy', 'Terms of Service']) {
      const element = within(footer()).getByText(text);
      expect(element.closest('a')).toBeNull();
    }
    expect(within(footer()).queryByRole('link', { name: /privacy|terms/i })).not.toBeInTheDocument();
  });

  it('has the 2025 copyright line', () => {
    renderWithProviders(<Footer />);
    expect(footer()).toHaveTextContent(/© 2025 .+\. All rights reserved\./);
  });

  it('lists the services', () => {
    renderWithProviders(<Footer />);
    const services = within(footer()).getByRole('region', { name: 'Services' });
    const items = within(services)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Business Consulting',
      'Strategic Planning',
      'Leadership Development',
      'Digital Products',
      'Online Courses',
    ]);
  });

  it('has quick links to the main pages', () => {
    renderWithProviders(<Footer />);
    const quickLinks = within(footer()).getByRole('navigation', { name: 'Quick links' });
    const links = within(quickLinks)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Products', '/products'],
      ['About', '/about'],
      ['Contact', '/contact'],
    ]);
  });

  it('has the daily blog e-mail form', () => {
    renderWithProviders(<Footer />);
    const newsletter = within(footer()).getByRole('region', { name: 'Daily Blog Email' });
    expect(within(newsletter).getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
