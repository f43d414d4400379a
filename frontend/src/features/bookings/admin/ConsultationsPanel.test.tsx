import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { error, notifications } from '../../../test/test-api';
import { makeConsultation, setupBookingsAdminApi } from '../test/bookings-admin-api';

const bookings = setupBookingsAdminApi();

// the Consultations tab of /admin?tab=bookings, once its products show
async function openConsultations() {
  bookings.signInAdmin();
  const view = renderApp('/admin?tab=bookings');
  await view.user.click(await screen.findByRole('tab', { name: 'Consultations' }));
  await screen.findByRole('heading', { name: 'Strategy Session' });
  return view;
}

// a consultation's part of the tab, named by its title
const consultation = (title: string) => within(screen.getByRole('heading', { name: title }).closest('section')!);

describe("the Bookings tab's consultations", () => {
  it('shows each consultation with its length and meeting place, and which ones cannot be booked yet', async () => {
    bookings.consultations = [
      makeConsultation(),
      makeConsultation({
        productId: 6,
        title: 'Intro Call',
        priceCents: 0,
        duration: '20 minutes',
        durationMinutes: 20,
        location: '',
        saved: false,
      }),
    ];
    await openConsultations();
    const strategy = consultation('Strategy Session');
    expect(strategy.getByText('Bookable')).toBeInTheDocument();
    expect(strategy.getByText('$150.00 · listed as 60 min')).toBeInTheDocument();
    expect(strategy.getByLabelText('Session length (minutes)')).toHaveValue('60');
    expect(strategy.getByLabelText('Meeting link or place')).toHaveValue('https://meet.example.com/jane');
    const intro = consultation('Intro Call');
    expect(intro.getByText('Not set up yet: cannot be booked')).toBeInTheDocument();
    expect(intro.getByText('Free · listed as 20 minutes')).toBeInTheDocument();
    expect(intro.getByLabelText('Session length (minutes)')).toHaveValue('20');
  });

  it('saves one consultation, which can then be booked', async () => {
    bookings.consultations = [makeConsultation({ saved: false, location: '' })];
    const { user } = await openConsultations();
    const strategy = consultation('Strategy Session');
    await user.clear(strategy.getByLabelText('Session length (minutes)'));
    await user.type(strategy.getByLabelText('Session length (minutes)'), '90');
    await user.type(strategy.getByLabelText('Meeting link or place'), '  Studio 4, 12 Main St ');
    await user.click(strategy.getByRole('button', { name: /Save Strategy Session/ }));

    expect(await notifications().findByText('Consultation saved')).toBeInTheDocument();
    expect(
      bookings.api.calls('/api/admin/bookings/consultations/5', 'PUT').map((call) => JSON.parse(call.body) as unknown),
    ).toEqual([{ durationMinutes: 90, location: 'Studio 4, 12 Main St' }]);
    expect(await strategy.findByText('Bookable')).toBeInTheDocument();
    expect(strategy.getByLabelText('Meeting link or place')).toHaveValue('Studio 4, 12 Main St');
  });

  it("shows the API's refusal on the consultation", async () => {
    bookings.api.handler = (req, res) => {
      if (req.method === 'PUT') error(res, 404, 'This product is not a consultation.');
    };
    const { user } = await openConsultations();
    const strategy = consultation('Strategy Session');
    await user.click(strategy.getByRole('button', { name: /Save Strategy Session/ }));
    expect(await strategy.findByRole('alert')).toHaveTextContent('This product is not a consultation.');
    await waitFor(() => expect(strategy.getByText('Bookable')).toBeInTheDocument());
  });

  it('says when there is no consultation product', async () => {
    bookings.consultations = [];
    bookings.signInAdmin();
    const { user } = renderApp('/admin?tab=bookings');
    await user.click(await screen.findByRole('tab', { name: 'Consultations' }));
    expect(
      await screen.findByText('No consultation products yet: add one in the product manager.'),
    ).toBeInTheDocument();
  });
});
