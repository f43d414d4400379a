import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { GUIDE, SENT, setupLeadMagnetsApi } from '../test/lead-magnets-api';
import { PostLeadMagnet } from './PostLeadMagnet';

const guides = setupLeadMagnetsApi();

describe('the lead magnet under posts', () => {
  it('offers the first guide the owner shows on posts, and takes an address for it', async () => {
    guides.onPosts = [GUIDE, { ...GUIDE, slug: 'other', title: 'Another guide' }];
    const { user } = renderWithProviders(<PostLeadMagnet />, '/blog/a-post');
    const box = await screen.findByRole('region', { name: 'The Calm Leader Guide' });
    expect(box).toHaveTextContent('Ten pages on leading without panic.');
    expect(screen.queryByText('Another guide')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email address for the guide' }), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me the guide' }));
    // the server's words: the same whichever the address
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(guides.json('/api/lead-magnets/calm-guide/claims')).toEqual([{ email: 'reader@example.com' }]);
    expect(guides.api.server.requests.map((r) => r.path)).toContain('/api/lead-magnets');
  });
});
