import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { setupTestApi } from '../../test/test-api';
import { Footer } from './Footer';

setupTestApi();

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  it('links the privacy policy, the terms of service and the refund policy', () => {
    renderWithProviders(<Footer />);
    const legal = within(footer()).getByRole('navigation', { name: 'Legal' });
    const links = within(legal)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Refund Policy', '/refund-policy'],
    ]);
  });

  it('runs the copyright from 2025 to the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2027-06-01T12:00:00Z'));
      renderWithProviders(<Footer />);
      expect(footer()).toHaveTextContent(/© 2025–2027 .+\. All rights reserved\./);
    } finally {
      vi.useRealTimers();
    }
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
