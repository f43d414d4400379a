import { bookingTerms } from './booking-terms';

const HOUR = 60 * 60 * 1000;
const startsAt = new Date('2026-03-10T15:00:00Z');
const at = (hoursBefore: number) => new Date(startsAt.getTime() - hoursBefore * HOUR);
const paid = { status: 'confirmed', startsAt, refundable: true };

describe('bookingTerms', () => {
  it('puts the cut-off that many minutes before the start', () => {
    expect(bookingTerms(paid, 24 * 60, at(48)).cutoffAt.toISOString()).toBe('2026-03-09T15:00:00.000Z');
  });

  it('allows a move and a refunded cancel before the cut-off, neither from it on', () => {
    expect(bookingTerms(paid, 24 * 60, at(24.01))).toMatchObject({ canReschedule: true, refundOnCancel: true });
    expect(bookingTerms(paid, 24 * 60, at(24))).toMatchObject({ canReschedule: false, refundOnCancel: false });
    expect(bookingTerms(paid, 24 * 60, at(1))).toMatchObject({ canReschedule: false, refundOnCancel: false });
  });

  it('refunds nothing that was not paid, and changes nothing not confirmed', () => {
    expect(bookingTerms({ ...paid, refundable: false }, 60, at(48))).toMatchObject({
      canReschedule: true,
      refundOnCancel: false,
    });
    for (const status of ['held', 'cancelled', 'released'])
      expect(bookingTerms({ ...paid, status }, 60, at(48))).toMatchObject({
        canReschedule: false,
        refundOnCancel: false,
      });
  });

  it('with no cut-off, allows both until the start', () => {
    expect(bookingTerms(paid, 0, new Date(startsAt.getTime() - 1))).toMatchObject({
      canReschedule: true,
      refundOnCancel: true,
    });
  });
});
