import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../../test/test-api';
import { chooseOption } from '../../../memberships/test/choose-option';
import { makeSequence, setupAutomationsAdminApi } from '../../test/automations-admin-api';
import { openPanel } from '../../test/open-panel';

const admin = setupAutomationsAdminApi();

describe("the Automations tab's Lead magnets", () => {
  it('saves a lead magnet: its page, guide, tag, sequence and where it shows', async () => {
    admin.sequences = [makeSequence()];
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
    await user.type(within(form).getByLabelText('Tag given on confirming'), 'guide');
    await chooseOption(user, within(form).getByRole('combobox', { name: 'Sequence to enter' }), 'Welcome');
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
});
