import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { makeSite, setupTestApi } from '../../test/test-api';

const api = setupTestApi();

const RENAMED = makeSite({
  siteName: 'Jane Doe Coaching',
  tagline: 'Clear thinking for founders.',
  brandColor: '#7a1f3d',
});

const navbar = () => within(document.querySelector<HTMLElement>('header.navbar')!);
const footer = () => within(screen.getByRole('contentinfo'));

describe("the owner's site settings on every page", () => {
  it('shows the defaults of a fresh site until the settings arrive', async () => {
    api.handler = (req) => req.path === '/api/site'; // kept: never answered
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(navbar().getByRole('link', { name: 'Business Coach & Author' })).toHaveAttribute('href', '/');
    expect(footer().getByText(/Helping founders, leaders and people starting over/)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      /© 2025(–\d{4})? Business Coach & Author\. All rights reserved\./,
    );
    await waitFor(() => expect(document.title).toBe('About · Business Coach & Author'));
  });

  it('names the renamed site in the navbar, the footer and the page titles', async () => {
    api.site = RENAMED;
    const { user } = renderApp('/');
    expect(await navbar().findByRole('link', { name: 'Jane Doe Coaching' })).toHaveAttribute('href', '/');
    expect(footer().getByRole('link', { name: 'Jane Doe Coaching' })).toHaveAttribute('href', '/');
    expect(footer().getByText('Clear thinking for founders.')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      /© 2025(–\d{4})? Jane Doe Coaching\. All rights reserved\./,
    );
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Business Coach & Author');
    await waitFor(() => expect(document.title).toBe('Jane Doe Coaching'));

    await user.click(navbar().getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(document.title).toBe('Products · Jane Doe Coaching'));
    await user.click(navbar().getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(document.title).toBe('Contact · Jane Doe Coaching'));
  });

  it('shows the logo, named by the site, in place of the name', async () => {
    api.site = makeSite({ ...RENAMED, logoUrl: '/api/uploads/site/0123456789abcdef01234567.png' });
    renderApp('/');
    const logo = await navbar().findByRole('img', { name: 'Jane Doe Coaching' });
    expect(logo).toHaveAttribute('src', '/api/uploads/site/0123456789abcdef01234567.png');
    expect(navbar().getByRole('link', { name: 'Jane Doe Coaching' })).toContainElement(logo);
  });

  it('paints the brand colour: CSS variables, the derived hover shade, and the favicon', async () => {
    api.site = makeSite({ ...RENAMED, faviconUrl: '/api/uploads/site/0123456789abcdef01234567.png' });
    renderApp('/');
    const root = document.documentElement.style;
    await waitFor(() => expect(root.getPropertyValue('--color-primary')).toBe('#7a1f3d'));
    expect(root.getPropertyValue('--color-primary-hover')).toMatch(/^#[0-9a-f]{6}$/);
    expect(root.getPropertyValue('--color-primary-hover')).not.toBe('#7a1f3d');
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')!;
    expect(icon.getAttribute('href')).toBe('/api/uploads/site/0123456789abcdef01234567.png');
    expect(icon.type).toBe('image/png');
    // antd's theme too (its primary buttons)
    const antdStyles = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(antdStyles()).toMatch(/--ant-color-primary:\s*#7a1f3d/);
  });

  it('shows no social row while no profile is set, never a link to #', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Friends' });
    await waitFor(() => expect(api.calls('/api/site', 'GET')).toHaveLength(1));
    expect(document.querySelector('.footer__social')).toBeNull();
    expect(document.querySelector('a[href="#"]')).toBeNull();
  });

  it('links only the profiles the owner set, in the footer and on the contact page', async () => {
    api.site = makeSite({
      linkedinUrl: 'https://www.linkedin.com/in/janedoe',
      youtubeUrl: 'https://www.youtube.com/@janedoe',
    });
    renderApp('/contact');
    const linkedin = await footer().findByRole('link', { name: 'LinkedIn' });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/janedoe');
    expect(footer().getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/@janedoe');
    for (const name of ['X (Twitter)', 'Instagram', 'Website']) {
      expect(footer().queryByRole('link', { name })).not.toBeInTheDocument();
    }
    const profiles = await screen.findByRole('list', { name: 'Social profiles' });
    expect(
      within(profiles)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
    ).toEqual([
      ['LinkedIn', 'https://www.linkedin.com/in/janedoe'],
      ['YouTube', 'https://www.youtube.com/@janedoe'],
    ]);
  });
});
