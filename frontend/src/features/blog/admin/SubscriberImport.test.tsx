import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../test/render-admin';
import { setupSubscribersApi, subscribersRegion } from '../test/subscribers-api';
import { SubscribersAdmin } from './SubscribersAdmin';

const { api, listCalls, answerImport } = setupSubscribersApi();
const region = subscribersRegion;

describe('SubscriberImport', () => {
  it('imports pasted addresses with consent and shows what the server did', async () => {
    const { user } = renderAdmin(<SubscribersAdmin />);
    await user.click(within(await region()).getByRole('button', { name: /Import CSV/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import subscribers' });
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Addresses or CSV text' }), 'new@example.com');
    const consent = within(dialog).getByRole('checkbox', { name: "I have these people's consent to e-mail them" });
    expect(consent).not.toBeChecked();
    expect(dialog).toHaveTextContent('Each new address is sent a confirmation e-mail');
    await user.click(consent);
    expect(dialog).toHaveTextContent('New addresses receive the daily e-mail from now on.');
    const before = listCalls().length;
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const done = await within(dialog).findByRole('status');
    expect(done).toHaveTextContent('Import finished');
    expect(done).toHaveTextContent('2 added: they receive the daily e-mail from now on');
    expect(done).toHaveTextContent('1 already subscribed or awaiting confirmation');
    expect(done).toHaveTextContent('1 address skipped: they unsubscribed before');
    expect(done).toHaveTextContent('1 invalid line: line 4 (not-an-address)');
    const [sent] = api.calls('POST');
    expect(JSON.parse(sent.body)).toEqual({ csv: 'new@example.com', consent: true });
    expect(consent).not.toBeChecked(); // given for one list: the next one asks again
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(before)); // the list is read again
  });

  it('reads a chosen file into the dialog, and refuses one over 500 KB before sending', async () => {
    const { user } = renderAdmin(<SubscribersAdmin />);
    await user.click(within(await region()).getByRole('button', { name: /Import CSV/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import subscribers' });
    const file = within(dialog).getByLabelText('CSV file');
    await user.upload(file, new File(['email\nfile@example.com\n'], 'list.csv', { type: 'text/csv' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Addresses or CSV text' })).toHaveValue(
        'email\nfile@example.com\n',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(dialog).findByRole('status');
    expect(JSON.parse(api.calls('POST')[0].body)).toEqual({ csv: 'email\nfile@example.com\n', consent: false });

    await user.upload(file, new File(['x'.repeat(500 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The CSV is too large: at most 500 KB per import. Please split it into smaller files.',
    );
    expect(api.calls('POST')).toHaveLength(1);
  });

  it("shows the server's message when an import is refused", async () => {
    answerImport({
      status: 413,
      message: 'The CSV has too many lines: at most 10,000 addresses per import.',
    });
    const { user } = renderAdmin(<SubscribersAdmin />);
    await user.click(within(await region()).getByRole('button', { name: /Import CSV/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Import subscribers' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Addresses or CSV text' }), 'a@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The CSV has too many lines: at most 10,000 addresses per import.',
    );
  });
});
