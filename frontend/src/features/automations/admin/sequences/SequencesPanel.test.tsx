import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../../test/test-api';
import { chooseOption } from '../../../memberships/test/choose-option';
import { makeSequence, NO_EMAIL_STEP, NO_STATS, setupAutomationsAdminApi } from '../../test/automations-admin-api';
import { openPanel } from '../../test/open-panel';

const admin = setupAutomationsAdminApi();

// jsdom has no layout: Quill measures the selection when text is pasted into it
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;

const steps = () => within(screen.getByRole('list', { name: 'Steps' }));

describe("the Automations tab's Sequences", () => {
  it('builds a sequence of three steps (wait a day, an e-mail, a tag) and sends it whole', async () => {
    const { user } = await openPanel('Sequences');
    await user.click(await screen.findByRole('button', { name: /New sequence/ }));
    const editor = screen.getByRole('region', { name: 'New sequence' });
    await user.type(within(editor).getByLabelText('Name'), 'Welcome');
    await chooseOption(user, within(editor).getByRole('combobox', { name: 'Trigger' }), 'Was given a tag');
    await user.type(within(editor).getByLabelText('Trigger tag'), 'newcomer');

    // a wait (1 day, the new step's own) …
    await user.click(within(editor).getByRole('button', { name: /Add step/ }));
    expect(steps().getByRole('listitem', { name: 'Step 1: Wait' })).toBeInTheDocument();
    // … an e-mail …
    await chooseOption(user, within(editor).getByRole('combobox', { name: 'New step' }), 'Send an e-mail');
    await user.click(within(editor).getByRole('button', { name: /Add step/ }));
    const email = steps().getByRole('listitem', { name: 'Step 2: Send an e-mail' });
    await user.type(within(email).getByLabelText('Subject'), 'Welcome aboard');
    await user.click(await within(email).findByRole('textbox', { name: 'Body' }));
    await user.paste('Hello there');
    // … and a tag, added first and moved last
    await chooseOption(user, within(editor).getByRole('combobox', { name: 'New step' }), 'Add a tag');
    await user.click(within(editor).getByRole('button', { name: /Add step/ }));
    await user.type(
      within(steps().getByRole('listitem', { name: 'Step 3: Add a tag' })).getByLabelText('Tag'),
      ' welcomed ',
    );
    await user.click(steps().getByRole('button', { name: 'Move step 3 up' }));
    expect(steps().getByRole('listitem', { name: 'Step 2: Add a tag' })).toBeInTheDocument();
    await user.click(steps().getByRole('button', { name: 'Move step 2 down' }));

    await user.click(within(editor).getByRole('button', { name: /Save sequence/ }));
    expect(await notifications().findByText('“Welcome” has 3 steps.')).toBeInTheDocument();
    const [sent] = admin.json('/api/admin/automations/sequences') as { steps: { body?: string }[] }[];
    expect(sent).toEqual({
      name: 'Welcome',
      trigger: { type: 'tag-added', tag: 'newcomer' },
      segmentId: null,
      steps: [
        { type: 'wait', amount: 1, unit: 'days' },
        { type: 'email', subject: 'Welcome aboard', body: expect.stringMatching(/^<p>Hello there<\/p>$/) },
        { type: 'add-tag', tag: 'welcomed' },
      ],
    });
    // the saved sequence, listed as a draft
    expect(await screen.findByRole('row', { name: /Welcome/ })).toHaveTextContent('Draft');
  });

  it("activates and pauses a sequence, and shows each step's figures", async () => {
    admin.sequences = [makeSequence()];
    const { user } = await openPanel('Sequences');
    const row = await screen.findByRole('row', { name: /Welcome/ });
    expect(row).toHaveTextContent('Subscribed to the daily e-mail');
    // its status, then the people who entered it, are in it now, completed it, were taken out and left it
    expect(row).toHaveTextContent('Draft4092542');
    expect(screen.getByRole('columnheader', { name: 'Left the series' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Edit Welcome' }));
    const editor = await screen.findByRole('region', { name: 'Edit “Welcome”' });
    const figures = (step: string) => within(steps().getByRole('listitem', { name: step })).getByRole('group');
    expect(figures('Step 1: Wait')).toHaveTextContent('Waiting4Sent36Opened0Clicked0Converted0');
    expect(figures('Step 2: Send an e-mail')).toHaveTextContent('Waiting5Sent31Opened20Clicked8Converted2');

    await user.click(within(editor).getByRole('button', { name: 'Activate Welcome' }));
    expect(await notifications().findByText('“Welcome” is active.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: /Welcome/ })).toHaveTextContent('Active'));
    await user.click(within(editor).getByRole('button', { name: 'Pause Welcome' }));
    expect(await notifications().findByText('“Welcome” is paused.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: /Welcome/ })).toHaveTextContent('Paused'));
    expect(admin.json('/api/admin/automations/sequences/30/status')).toEqual([
      { status: 'active' },
      { status: 'paused' },
    ]);
  });

  it('says why a sequence without an e-mail is not activated, and deletes one once the owner confirms', async () => {
    admin.sequences = [
      makeSequence(),
      makeSequence({
        id: 31,
        name: 'Buyers',
        trigger: { type: 'bought', productId: 71, tag: null },
        steps: [{ id: 311, type: 'add-tag', tag: 'buyer', stats: NO_STATS }],
      }),
    ];
    const { user } = await openPanel('Sequences');
    const buyers = () => screen.getByRole('row', { name: /Buyers/ });
    await waitFor(() => expect(buyers()).toHaveTextContent('Bought a product: The Calm Leader Workbook'));
    await user.click(within(buyers()).getByRole('button', { name: 'Activate Buyers' }));
    expect(await notifications().findByText(NO_EMAIL_STEP)).toBeInTheDocument();
    expect(buyers()).toHaveTextContent('Draft');
    await user.click(within(buyers()).getByRole('button', { name: 'Delete Buyers' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await notifications().findByText('“Buyers” is deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Buyers/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Welcome/ })).toBeInTheDocument();
    expect(admin.api.server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/admin/automations/sequences/31',
    ]);
  });
});
