import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../../test/test-api';
import { chooseOption } from '../../../memberships/test/choose-option';
import { makeLeadMagnet, makeSequence, setupAutomationsAdminApi } from '../../test/automations-admin-api';
import { openPanel } from '../../test/open-panel';

const admin = setupAutomationsAdminApi();

describe("the Automations tab's Lead magnets", () => {
  it('saves a lead magnet: its page, guide, tag, sequence and where it shows', async () => {
    admin.sequences = [makeSequence({ status: 'active' }), makeSequence({ id: 31, name: 'Unfinished' })];
    const { user } = await openPanel('Lead magnets');
    await user.click(await screen.findByRole('button', { name: /New lead magnet/ }));
    const form = screen.getByRole('region', { name: 'New lead magnet' });
    await user.type(within(form).getByLabelText('Slug (its page is /free/{slug})'), 'calm-guide');
    await user.type(within(form).getByLabelText('Title'), 'The Calm Leader Guide');
    await user.type(within(form).getByLabelText('Description'), 'Ten pages on leading without panic.');
    // only digital products with a file can be handed out
    await chooseOption(
      user,
      within(form).getByRole('combobox', { name: 'Guide (a digital product with a file)' }),
      'The Calm Leader Workbook',
    );
    await user.type(within(form).getByLabelText('Tag given on confirming (optional)'), 'guide');
    await chooseOption(user, within(form).getByRole('combobox', { name: 'Sequence to enter' }), 'Welcome');
    // a draft enters nobody: it is listed, and cannot be chosen
    expect(screen.getByTitle('Unfinished (draft: activate it first)')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(form).getByRole('switch', { name: 'Show under every post' }));
    await user.click(within(form).getByRole('button', { name: /Save lead magnet/ }));

    expect(await notifications().findByText('“The Calm Leader Guide” is at /free/calm-guide.')).toBeInTheDocument();
    expect(admin.json('/api/admin/automations/lead-magnets')).toEqual([
      {
        slug: 'calm-guide',
        title: 'The Calm Leader Guide',
        description: 'Ten pages on leading without panic.',
        productId: 71,
        tag: 'guide',
        sequenceId: 30,
        showOnPosts: true,
        active: true,
      },
    ]);
    expect(await screen.findByRole('row', { name: /The Calm Leader Guide/ })).toHaveTextContent(
      'Active, under every post',
    );
  });

  it('edits a lead magnet, its tag left out, and deletes one once the owner confirms', async () => {
    admin.leadMagnets = [makeLeadMagnet(), makeLeadMagnet({ id: 91, slug: 'old-guide', title: 'The Old Guide' })];
    const { user } = await openPanel('Lead magnets');
    const calm = await screen.findByRole('row', { name: /The Calm Leader Guide/ });
    await user.click(within(calm).getByRole('button', { name: 'Edit The Calm Leader Guide' }));
    const form = screen.getByRole('region', { name: 'Edit “The Calm Leader Guide”' });
    await user.clear(within(form).getByLabelText('Tag given on confirming (optional)'));
    await user.click(within(form).getByRole('button', { name: /Save lead magnet/ }));
    expect(await notifications().findByText('“The Calm Leader Guide” is at /free/calm-guide.')).toBeInTheDocument();
    expect(admin.json('/api/admin/automations/lead-magnets/90', 'PUT')).toEqual([
      {
        slug: 'calm-guide',
        title: 'The Calm Leader Guide',
        description: 'Ten pages on leading without panic.',
        productId: 71,
        tag: null,
        sequenceId: null,
        showOnPosts: false,
        active: true,
      },
    ]);
    const old = screen.getByRole('row', { name: /The Old Guide/ });
    await user.click(within(old).getByRole('button', { name: 'Delete The Old Guide' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await notifications().findByText('“The Old Guide” is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /The Old Guide/ })).not.toBeInTheDocument());
    expect(admin.leadMagnets.map((m) => m.slug)).toEqual(['calm-guide']);
  });
});
