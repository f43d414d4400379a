import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { EXPIRED, GOOD_TOKEN, SENT, setupLeadMagnetsApi } from '../test/lead-magnets-api';
import { CLAIM_NOTE } from '../components/ClaimForm';
import { GUIDE_MISSING } from './LeadMagnetPage';
import { NO_TOKEN } from './ClaimConfirmPage';

const guides = setupLeadMagnetsApi();

describe('the free guide pages', () => {
  it("takes a visitor's address on the guide's page and says a link is on its way", async () => {
    const { user } = renderApp('/free/calm-guide');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Calm Leader Guide' })).toBeInTheDocument();
    expect(screen.getByText('Ten pages on leading without panic.')).toBeInTheDocument();
    expect(screen.getByText(CLAIM_NOTE)).toHaveTextContent('follow-up e-mails; unsubscribe any time');
    await user.type(screen.getByRole('textbox', { name: 'Email address for the guide' }), ' reader@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send me the guide' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(guides.json('/api/lead-magnets/calm-guide/claims')).toEqual([{ email: 'reader@example.com' }]);
  });

  it('says when a guide does not exist', async () => {
    renderApp('/free/nothing-here');
    expect(await screen.findByRole('alert')).toHaveTextContent(GUIDE_MISSING);
  });

  it("confirms the mail's link once and offers the download", async () => {
    renderApp(`/free/confirm?token=${GOOD_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your guide is ready' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/lead-magnets/download?token=dl-1',
    );
    expect(guides.json('/api/lead-magnets/claims/confirm')).toEqual([{ token: GOOD_TOKEN }]);
  });

  it('says why a link is refused, and what an incomplete one lacks', async () => {
    const view = renderApp('/free/confirm?token=old-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(screen.queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    view.unmount();
    renderApp('/free/confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_TOKEN);
  });
});
