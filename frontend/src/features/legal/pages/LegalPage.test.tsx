import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { sendJson, setupTestApi } from '../../../test/test-api';
import { legalApi, makeLegalPage } from '../test/legal-api';

const api = setupTestApi();

const pages = () =>
  new Map([
    [
      'privacy-policy',
      makeLegalPage({
        content: '<h2>What the site stores</h2><p onclick="steal()">Your account.</p><img src=x onerror="steal()">',
      }),
    ],
    ['terms-of-service', makeLegalPage({ slug: 'terms-of-service', title: 'Terms of Service' })],
    ['refund-policy', makeLegalPage({ slug: 'refund-policy', title: 'Refunds', content: '<p>Within 14 days.</p>' })],
  ]);

describe('LegalPage', () => {
  it('shows the title, the last update and the text, sanitised again', async () => {
    api.handler = legalApi(pages());
    const { container } = renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated March 05, 2026');
    expect(screen.getByRole('heading', { level: 2, name: 'What the site stores' })).toBeInTheDocument();
    expect(screen.getByText('Your account.')).not.toHaveAttribute('onclick');
    expect(container.querySelector('[onerror], [onclick], script')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Privacy Policy · Business Coach & Author'));
    expect(api.calls('/api/legal-pages/privacy-policy', 'GET')).toHaveLength(1);
  });

  it('shows each page at its own address, with the title the owner gave it', async () => {
    api.handler = legalApi(pages());
    renderApp('/refund-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getByText('Within 14 days.')).toBeInTheDocument();
  });

  it('is reached from the footer links', async () => {
    api.handler = legalApi(pages());
    const { user } = renderApp('/about');
    const legal = within(screen.getByRole('contentinfo')).getByRole('navigation', { name: 'Legal' });
    await user.click(within(legal).getByRole('link', { name: 'Terms of Service' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('What we store.')).toBeInTheDocument();
  });

  it('says so when the page cannot be loaded', async () => {
    api.handler = (req, res) => {
      if (req.path.startsWith('/api/legal-pages/')) sendJson(res, 500, { statusCode: 500, message: 'Boom' });
    };
    renderApp('/privacy-policy');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load this page. Please try again later.');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });
});
