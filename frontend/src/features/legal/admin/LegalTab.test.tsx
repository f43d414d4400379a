import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { notifications, sendJson, setupTestApi } from '../../../test/test-api';
import { legalApi, makeLegalPage } from '../test/legal-api';
import { LegalTab } from './LegalTab';

const api = setupTestApi();

// jsdom has no layout: Quill measures the selection when text is pasted into a filled editor
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;

const editor = () => screen.findByRole('textbox', { name: 'Text' });

function openTab() {
  const pages = new Map([
    ['privacy-policy', makeLegalPage({ content: '<p>Run by {{ownerName}}.</p>' })],
    ['terms-of-service', makeLegalPage({ slug: 'terms-of-service', title: 'Terms of Service' })],
    ['refund-policy', makeLegalPage({ slug: 'refund-policy', title: 'Refund Policy' })],
  ]);
  api.handler = legalApi(pages);
  return { ...renderWithProviders(<LegalTab />, '/admin?tab=legal'), pages };
}

describe('LegalTab', () => {
  it('edits the privacy policy’s title and text, saves them and says so', async () => {
    const { user, pages } = openTab();
    expect(await editor()).toHaveTextContent('Run by {{ownerName}}.');
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated March 05, 2026');
    expect(screen.getByRole('link', { name: /View Page/ })).toHaveAttribute('href', '/privacy-policy');

    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Our Privacy Promise');
    await user.click(await editor());
    await user.paste(' We keep little.');
    await user.click(screen.getByRole('button', { name: /Save Page/ }));

    expect(await notifications().findByText('Page Saved')).toBeInTheDocument();
    expect(notifications().getByText('Our Privacy Promise has been saved.')).toBeInTheDocument();
    const [call] = api.calls('/api/admin/legal-pages/privacy-policy', 'PUT');
    const sent = JSON.parse(call.body) as { title: string; content: string };
    expect(sent.title).toBe('Our Privacy Promise');
    expect(sent.content).toMatch(/^<p>.*Run by \{\{ownerName\}\}\..*<\/p>$/);
    expect(sent.content).toContain('We keep little.');
    expect(pages.get('privacy-policy')?.title).toBe('Our Privacy Promise');
  });

  it('switches between the three pages', async () => {
    const { user } = openTab();
    await editor();
    await user.click(screen.getByText('Refund Policy'));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Refund Policy'));
    expect(screen.getByRole('link', { name: /View Page/ })).toHaveAttribute('href', '/refund-policy');
  });

  it('asks for a title and a text before sending anything', async () => {
    const { user } = openTab();
    await editor();
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: /Save Page/ }));
    expect(await screen.findByText('Please give the page a title.')).toBeInTheDocument();
    expect(api.calls('/api/admin/legal-pages/privacy-policy', 'PUT')).toHaveLength(0);
  });

  it('shows what the server refused, in its words', async () => {
    const { user } = openTab();
    await editor();
    const pagesHandler = api.handler!;
    api.handler = (req, res) => {
      if (req.method !== 'PUT') return pagesHandler(req, res);
      const message = 'The title must be at most 120 characters.';
      sendJson(res, 400, { statusCode: 400, message, errors: [{ field: 'title', message }] });
    };
    await user.click(screen.getByRole('button', { name: /Save Page/ }));
    expect(await notifications().findByText('Save Failed')).toBeInTheDocument();
    expect(notifications().getByText('The title must be at most 120 characters.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The title must be at most 120 characters.');
  });
});
