import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { GUIDE, SENT, setupLeadMagnetsApi } from '../automations/test/lead-magnets-api';
import { SafeHtml } from './SafeHtml';

const guides = setupLeadMagnetsApi();

const text = (slug: string) => `<p>Read on.</p><div class="lead-magnet-embed" data-slug="${slug}"></div>`;

describe('SafeHtml with a free guide’s form', () => {
  it('shows the guide’s own form in place of its link, and a claim reaches the guide', async () => {
    const { user } = renderWithProviders(<SafeHtml html={text('calm-guide')} />, '/blog/a-post');
    const box = await screen.findByRole('region', { name: GUIDE.title });
    expect(box).toHaveTextContent(GUIDE.description);
    expect(screen.queryByRole('link', { name: 'Get the free guide' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Email address for the guide' }), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me the guide' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(guides.json('/api/lead-magnets/calm-guide/claims')).toEqual([{ email: 'reader@example.com' }]);
  });

  it('shows nothing of a guide no longer offered', async () => {
    const { container } = renderWithProviders(<SafeHtml html={text('gone-guide')} />, '/blog/a-post');
    await waitFor(() => expect(guides.api.calls('/api/lead-magnets/gone-guide', 'GET')).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('.lead-magnet-embed__link')).not.toBeVisible());
    expect(container).toHaveTextContent('Read on.');
    expect(screen.queryByRole('button', { name: 'Send me the guide' })).toBeNull();
  });
});
