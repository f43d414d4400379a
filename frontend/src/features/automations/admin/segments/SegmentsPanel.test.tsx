import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../../test/test-api';
import { chooseOption } from '../../../memberships/test/choose-option';
import { makeSequence, setupAutomationsAdminApi } from '../../test/automations-admin-api';
import { openPanel } from '../../test/open-panel';

const admin = setupAutomationsAdminApi();
const count = () => screen.getByRole('status', { name: 'People in this segment' });

describe("the Automations tab's Segments", () => {
  it('lists the segments with their people', async () => {
    await openPanel('Segments');
    expect(await screen.findByRole('row', { name: /VIP readers/ })).toHaveTextContent('12');
  });

  it("builds a segment, showing the server's count of each filter before saving it", async () => {
    const { user } = await openPanel('Segments');
    await user.click(await screen.findByRole('button', { name: /New segment/ }));
    const editor = screen.getByRole('region', { name: 'New segment' });
    await user.type(within(editor).getByLabelText('Name'), 'Workbook buyers not VIP');
    expect(count()).toHaveTextContent('Complete the conditions to count the people.');

    const first = within(editor).getByRole('group', { name: 'Condition 1' });
    await user.type(within(first).getByLabelText('Tag'), 'vip');
    await user.click(within(first).getByRole('switch', { name: 'Not' }));
    await waitFor(() => expect(count()).toHaveTextContent('17 people'));

    await chooseOption(user, within(editor).getByRole('combobox', { name: 'New condition' }), 'Bought the product');
    await user.click(within(editor).getByRole('button', { name: /Add condition/ }));
    const second = within(editor).getByRole('group', { name: 'Condition 2' });
    await chooseOption(user, within(second).getByRole('combobox', { name: 'Product' }), 'The Calm Leader Workbook');
    await waitFor(() => expect(count()).toHaveTextContent('34 people'));
    await user.click(within(editor).getByLabelText('Match any condition'));
    await waitFor(() => expect(count()).toHaveTextContent('134 people'));
    // each count the page showed was asked of the server, for the filter on screen
    expect(admin.json('/api/admin/automations/segments/count').at(-1)).toEqual({
      filter: {
        match: 'any',
        conditions: [
          { type: 'tag', tag: 'vip', negate: true },
          { type: 'bought', productId: 71 },
        ],
      },
    });

    await user.click(within(editor).getByRole('button', { name: /Save segment/ }));
    expect(await notifications().findByText('“Workbook buyers not VIP” has 134 people.')).toBeInTheDocument();
    expect(admin.json('/api/admin/automations/segments')).toEqual([
      {
        name: 'Workbook buyers not VIP',
        filter: {
          match: 'any',
          conditions: [
            { type: 'tag', tag: 'vip', negate: true },
            { type: 'bought', productId: 71 },
          ],
        },
      },
    ]);
    expect(await screen.findByRole('row', { name: /Workbook buyers not VIP/ })).toHaveTextContent('134');
    expect(screen.queryByRole('region', { name: 'New segment' })).not.toBeInTheDocument();
  });

  it('says why the server refuses to delete a segment a sequence uses', async () => {
    admin.sequences = [makeSequence({ segmentId: 5 })];
    const { user } = await openPanel('Segments');
    await user.click(await screen.findByRole('button', { name: 'Delete VIP readers' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await notifications().findByText('This segment is used by the sequence "Welcome": change that first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /VIP readers/ })).toBeInTheDocument();
  });
});
