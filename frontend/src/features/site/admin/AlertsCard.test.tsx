import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { notifications } from '../../../test/test-api';
import { ADMIN_ADDRESS, BAD_ADDRESS, setupSiteApi } from '../test/site-api';

const site = setupSiteApi();

async function openAlerts() {
  site.signInAdmin();
  const view = renderApp('/admin?tab=site');
  const card = await screen.findByRole('region', { name: 'Alerts' });
  return { ...view, card, within: within(card) };
}

// Issue 42: the owner sees and sets where alerts go, and sends a test mail there.
describe("the Site tab's Alerts card", () => {
  it("says where alerts go, saves the owner's address, and an empty one goes back to the default", async () => {
    const { user, card, within: inCard } = await openAlerts();
    expect(card).toHaveTextContent(`Alerts are e-mailed to ${ADMIN_ADDRESS} (your admin account's address`);
    const field = inCard.getByLabelText('Notification e-mail');
    expect(field).toHaveValue('');

    await user.type(field, ' alerts@coach.example ');
    await user.click(inCard.getByRole('button', { name: /Save Notification E-mail/ }));
    await waitFor(() =>
      expect(card).toHaveTextContent('Alerts are e-mailed to alerts@coach.example (the address set here).'),
    );
    await user.clear(field);
    await user.click(inCard.getByRole('button', { name: /Save Notification E-mail/ }));
    await waitFor(() => expect(card).toHaveTextContent(`Alerts are e-mailed to ${ADMIN_ADDRESS}`));
    const bodies = site.api.calls('/api/admin/alerts', 'PUT').map((r) => JSON.parse(r.body) as unknown);
    expect(bodies).toEqual([{ notificationEmail: 'alerts@coach.example' }, { notificationEmail: null }]);
  });

  it("shows the API's refusal of an address on its field", async () => {
    const { user, within: inCard } = await openAlerts();
    // the browser lets it through (no dot is needed there); the API refuses it
    await user.type(inCard.getByLabelText('Notification e-mail'), 'jane@coach');
    await user.click(inCard.getByRole('button', { name: /Save Notification E-mail/ }));
    expect(await inCard.findByText(BAD_ADDRESS)).toBeInTheDocument();
  });

  it('sends a test mail to where alerts go and says where', async () => {
    const { user, within: inCard } = await openAlerts();
    await user.click(inCard.getByRole('button', { name: /Send a test mail/ }));
    expect(
      await notifications().findByText(`Sent to ${ADMIN_ADDRESS}: check that inbox (and its spam folder).`),
    ).toBeInTheDocument();
    expect(site.api.calls('/api/admin/alerts/test-mail', 'POST')).toHaveLength(1);
  });
});
